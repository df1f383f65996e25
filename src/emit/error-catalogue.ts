/**
 * The error catalogue: every documented error of every endpoint, generated
 * from the content, for the catalogue route of the site.
 */
import { STATUS_CODES } from 'node:http';
import type { SiteModel } from '../shared/site-model.js';
import type { CatalogueError, ErrorCatalogue } from '../shared/page-protocol.js';

/**
 * Every error of `model`, by status, then message (case-insensitive, then
 * in code-unit order: the same on every machine, where `localeCompare`
 * follows the machine's locale, and its first call loads ICU's collator),
 * then sidebar order of the endpoints.
 */
export function errorCatalogue(model: SiteModel): ErrorCatalogue {
  const errors: CatalogueError[] = model.groups.flatMap((group) =>
    group.endpoints.flatMap((ep) =>
      ep.errors.map((e) => ({
        status: e.status,
        statusText: STATUS_CODES[e.status] ?? '',
        message: e.message ?? '',
        description: e.description,
        to: `${group.route}?scroll=${encodeURIComponent(ep.id)}`,
        title: ep.title,
        method: ep.method,
        path: ep.path,
      })),
    ),
  );
  // A stable sort keeps sidebar order within one status and message.
  errors.sort((a, b) => a.status - b.status || byText(a.message.toLowerCase(), b.message.toLowerCase()) || byText(a.message, b.message));
  return { errors };
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
