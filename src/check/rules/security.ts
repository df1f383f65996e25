/**
 * Security rules: what endpoints require, and the default of `pamdocs.yaml`,
 * name security schemes that exist (`src/parse/security.ts` resolves them).
 */
import type { LoadedConfig } from '../../parse/config.js';
import { resolveAuth, schemesOf } from '../../parse/security.js';
import type { YamlOrigin } from '../../parse/validate.js';
import { didYouMean } from '../../shared/suggest.js';
import { atKey } from '../engine/locate.js';
import { defineRule, type Report } from '../engine/rule.js';

/** Reports each scheme name of `auth` (at `path` of `origin`) that names no scheme of the config. */
function reportUnknown(
  auth: Parameters<typeof resolveAuth>[0],
  loaded: LoadedConfig,
  origin: YamlOrigin,
  path: PropertyKey[],
  report: Report,
): void {
  const known = [...schemesOf(loaded.config).keys(), 'bearer', 'none'];
  for (const name of new Set(resolveAuth(auth, loaded.config).unknown)) {
    report(
      atKey(origin, path),
      `Unknown security scheme "${name}"${didYouMean(name, known)}`,
      `Declare it under \`auth.schemes\` of pamdocs.yaml, or use one of: ${[...new Set(known)].join(', ')}.`,
    );
  }
}

export const unknownSecurityScheme = defineRule(
  {
    id: 'operation/unknown-security-scheme',
    severity: 'error',
    summary: 'an `auth` that names a security scheme pamdocs.yaml does not declare',
    docs: [
      "An endpoint's `auth` (and `auth.default` of pamdocs.yaml) names security schemes of `auth.schemes`;",
      "`bearer` is the site's HTTP bearer scheme and `none` a public call.",
      'A name that matches no scheme leaves the call without its security in the site and in openapi.json.',
    ].join(' '),
  },
  {
    key: (ctx) => JSON.stringify(ctx.content.config?.config.auth ?? null),
    document: (doc, report, { content }) => {
      if (doc.kind === 'endpoint' && doc.data.auth !== undefined && content.config)
        reportUnknown(doc.data.auth, content.config, doc, ['auth'], report);
    },
    config: ({ config, origin }, report, { content }) =>
      reportUnknown(config.auth.default, content.config!, origin, ['auth', 'default'], report),
  },
);

/** The rules of this file, in report order. */
export const securityRules = [unknownSecurityScheme] as const;
