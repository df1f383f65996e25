/**
 * Overlay rules: a Markdown file that adds to an operation, tag or schema
 * of an OpenAPI document (`src/openapi/live/overlays.ts`) must name one
 * that is there, and only one overlay may add to each. An overlay whose
 * target is mistyped, or was removed from the document later, is reported
 * at its own line: nothing it says is dropped without a word.
 */
import type { OverlayDocument } from '../../parse/documents.js';
import { findTarget, undocumentedStatuses, type OverlayTarget } from '../../openapi/live/overlays.js';
import { didYouMean } from '../../shared/suggest.js';
import { atKey } from '../engine/locate.js';
import { defineRule } from '../engine/rule.js';

export const unknownTarget = defineRule(
  {
    id: 'overlay/unknown-target',
    severity: 'error',
    summary: 'an overlay naming an operation, tag, schema, group or response status the OpenAPI documents do not have',
    docs: [
      'An overlay names an operation by its `operationId` or as `METHOD /path`, a tag or a component schema by its name in the document,',
      'and, with several documents, the API by the `id` of its `openapi:` entry.',
      'When the document changes (an operation renamed or removed), its overlays must follow; the message suggests the nearest name.',
      'A `group` must be a group of the site, and each status of `examples.responses` a documented response.',
    ].join(' '),
  },
  ({ content }, report) => {
    const groups = content.config?.config.groups.map((g) => g.id) ?? [];
    for (const overlay of content.index.overlays.values()) {
      const found = findTarget(overlay, content.apis, content.unreadApis);
      if ('problem' in found) {
        report(atKey(overlay, [], found.problem.key), found.problem.message);
        continue;
      }
      // A document that could not be read has its own problems reported; what an overlay names in it is not known.
      if ('unread' in found || overlay.target !== 'operation' || found.target.kind !== 'operation') continue;
      const { group } = overlay.data;
      if (group !== undefined && !groups.includes(group))
        report(
          atKey(overlay, ['group']),
          `Cannot move the operation to group "${group}": the site has no such group${didYouMean(group, groups)}`,
        );
      for (const key of undocumentedStatuses(overlay.data, found.target.endpoint)) {
        report(atKey(overlay, ['examples', 'responses'], key), `The operation documents no response "${key}" to give an example of`);
      }
    }
  },
);

/** A key of what an overlay adds to: the same for two overlays of one part. */
function targetKey(target: OverlayTarget): string {
  if (target.kind === 'operation') return `${target.api.id}\0op\0${target.endpoint.folder}/${target.endpoint.id}`;
  return target.kind === 'tag' ? `${target.api.id}\0tag\0${target.group}` : `${target.api.id}\0schema\0${target.entity.id}`;
}

export const duplicateTarget = defineRule(
  {
    id: 'overlay/duplicate-target',
    severity: 'error',
    summary: 'two overlays adding to the same operation, tag or schema',
    docs: [
      'Each operation, tag and schema takes one overlay; a second would leave a reader wondering which one wins.',
      'The first in path order is applied and the others are reported: merge them into one file.',
    ].join(' '),
  },
  ({ content }, report) => {
    const first = new Map<string, OverlayDocument>();
    for (const overlay of content.index.overlays.values()) {
      const found = findTarget(overlay, content.apis, content.unreadApis);
      if (!('target' in found)) continue;
      const key = targetKey(found.target);
      const earlier = first.get(key);
      if (earlier)
        report(
          atKey(overlay, [], overlay.target),
          `\`${earlier.file}\` already adds to this ${overlay.target === 'schema' ? 'schema' : overlay.target}; only the first overlay is applied`,
          'Merge the two files into one.',
        );
      else first.set(key, overlay);
    }
  },
);

/** The rules of this file, in report order. */
export const overlayRules = [unknownTarget, duplicateTarget] as const;
