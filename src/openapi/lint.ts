/**
 * The checks of an OpenAPI document: Redocly's openapi-core walks it with
 * its `struct` rule (the structure the specification gives each part) and
 * `no-unresolved-refs`, with a resolver that reads only files beside the
 * document and never a URL (each such reference is a problem at it). Each
 * problem keeps the JSON pointer of its place in the document's own file,
 * so a later check of a part (`./live/recheck.ts`) can tell the problems of
 * that part from the others.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import {
  BaseResolver,
  createConfig,
  getLineColLocation,
  isAbsoluteUrl,
  lintDocument,
  ResolveError,
  Source,
  type Config,
  type Document,
  type NodeType,
  type Plugin,
} from '@redocly/openapi-core';
import type { Diagnostic } from '../shared/diagnostics.js';
import { displayPath } from '../source/discover.js';
import { atPointer } from './pointer.js';
import type { SpecText } from './text.js';

/** A problem of a document, and the JSON pointer of its place in the document's own file (undefined in another file). */
export interface LocatedProblem {
  pointer?: string;
  diagnostic: Diagnostic;
}

/** Redocly's rules: the structure, and references that resolve; `refs: false` leaves the second to the caller. */
const rules = (refs: boolean) =>
  (refs ? { struct: 'error', 'no-unresolved-refs': 'error' } : { struct: 'error' }) as Record<string, 'error'>;

/**
 * Where Redocly's types read a document otherwise than its specification:
 * - OpenAPI 3.2's device authorization flow (`flows.deviceAuthorization`, RFC
 *   8628), which a 3.0 or 3.1 document may give ahead of its version: read as
 *   3.2 reads it (its URLs and scopes checked), not reported as unexpected;
 * - a 3.2 response's `description`, optional since 3.2 (its Response Object),
 *   which Redocly's 3.2 types still require;
 * - 3.2's `components.mediaTypes`, a map of Media Type Objects (its
 *   Components Object), which Redocly's 3.2 types read as a map of maps of them.
 */
const typeFixes: Plugin = {
  id: 'pamdocs-type-fixes',
  typeExtension: {
    oas3: (types: Record<string, NodeType>, version: string) => {
      const { OAuth2Flows: flows, ClientCredentials: client, Response: response } = types;
      if (!flows?.properties || !client?.properties) return types;
      // As 3.2 has it: a client credentials flow's fields, and where the device asks for its codes.
      const device: NodeType = {
        ...client,
        properties: { ...client.properties, deviceAuthorizationUrl: { type: 'string' } },
        required: ['deviceAuthorizationUrl', 'tokenUrl', 'scopes'],
        description: 'Configuration for the OAuth Device Authorization flow.',
      };
      const responses: Record<string, NodeType> = version === 'oas3_2' && response ? { Response: { ...response, required: [] } } : {};
      // 3.2's `components.mediaTypes` maps names to Media Type Objects; Redocly types each entry as a map of them.
      const mediaTypes: Record<string, NodeType> =
        version === 'oas3_2' && types.NamedMediaTypes
          ? { NamedMediaTypes: { ...types.NamedMediaTypes, additionalProperties: () => 'MediaType' } }
          : {};
      return {
        ...types,
        ...responses,
        ...mediaTypes,
        OAuth2Flows: { ...flows, properties: { ...flows.properties, deviceAuthorization: 'DeviceAuthorization' } },
        DeviceAuthorization: device,
      };
    },
  },
};

/** Reads only files inside `root` (real paths, so a link cannot lead out) and never a URL. */
export class ContainedResolver extends BaseResolver {
  constructor(private readonly root: string) {
    super();
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (isAbsoluteUrl(absoluteRef)) {
      throw new ResolveError(
        new Error(`\`${absoluteRef}\` is a URL; pamdocs never fetches references, so put the file beside the document`),
      );
    }
    const real = await realpath(absoluteRef).catch(() => absoluteRef);
    const rel = path.relative(this.root, real);
    if (rel.startsWith('..') || path.isAbsolute(rel)) {
      throw new ResolveError(new Error(`\`${absoluteRef}\` is outside the folder of the document; pamdocs reads only files beside it`));
    }
    return super.loadExternalRef(absoluteRef);
  }
}

/** A lint of a document: Redocly's document, resolver and config, for bundling it afterwards. */
export interface Linted {
  document: Document;
  resolver: ContainedResolver;
  config: Config;
  problems: LocatedProblem[];
}

/**
 * Lints `value` (the whole document read from `read`, or a part of it:
 * pointers are the whole document's either way). Problems in the document's
 * own file are located by `place` (a pointer's line and column in its text).
 */
export async function lint(
  read: SpecText,
  value: Record<string, unknown>,
  cwd: string,
  place: (pointer: string, onKey?: boolean) => { line: number; column: number },
  options: { refs: boolean } = { refs: true },
): Promise<Linted> {
  const { abs, file, text } = read;
  const resolver = new ContainedResolver(await realpath(path.dirname(abs)));
  const source = new Source(abs, text);
  const document: Document = { source, parsed: value };
  resolver.cache.set(abs, Promise.resolve(document));
  const config = await createConfig({ rules: rules(options.refs) }, { plugins: [typeFixes] });
  const found = await lintDocument({ document, config, externalRefResolver: resolver });
  const problems = found.flatMap((p): LocatedProblem[] => {
    const at = p.location[0]!;
    const own = at.source === source;
    const mapping = at.pointer?.includes('/discriminator/mapping/');
    // A discriminator may map to a bare schema name, as OpenAPI allows; the reference check does not follow it.
    if (mapping && own && bareName(value, at.pointer!)) return [];
    const where = own
      ? { file, ...place(at.pointer ?? '#', at.reportOnKey === true) }
      : (({ start }) => ({ file: displayPath(at.source.absoluteRef, cwd), line: start.line, column: start.col }))(getLineColLocation(at));
    const rule =
      mapping || (p.ruleId === 'struct' && lenient(at.pointer))
        ? 'openapi/invalid-schema'
        : p.ruleId === 'struct'
          ? 'openapi/invalid-document'
          : 'openapi/unresolved-ref';
    const severity = rule === 'openapi/invalid-schema' ? 'warning' : 'error';
    return [
      {
        ...(own && at.pointer ? { pointer: at.pointer } : {}),
        diagnostic: { ...where, severity, rule, message: p.message.replace(/\.$/, '') },
      },
    ];
  });
  return { document, resolver, config, problems };
}

/**
 * The `$ref`s inside `value` (a part of `root`, at `pointer`) to places of
 * the same document that `root` does not have: the problems Redocly's
 * `no-unresolved-refs` reports, for a part checked alone.
 */
export function unresolvedRefs(
  root: unknown,
  value: unknown,
  pointer: string,
  place: (pointer: string, onKey?: boolean) => { line: number; column: number },
  file: string,
): LocatedProblem[] {
  const found: LocatedProblem[] = [];
  const walk = (node: unknown, at: string) => {
    if (typeof node !== 'object' || node === null) return;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#') && atPointer(root, ref) === undefined) {
      // Where Redocly reports it: at the object that holds the reference.
      found.push({
        pointer: at,
        diagnostic: { file, ...place(at), severity: 'error', rule: 'openapi/unresolved-ref', message: "Can't resolve $ref" },
      });
    }
    for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(value, pointer);
  return found;
}

/** Whether the value at `pointer` of `root` is a bare schema name (no `#` and no `/`), as a discriminator mapping may give one. */
function bareName(root: unknown, pointer: string): boolean {
  const value = atPointer(root, pointer.startsWith('#') ? pointer : `#${pointer}`);
  return typeof value === 'string' && !/[#/]/.test(value);
}

/**
 * Whether a problem of structure at `pointer` leaves the document
 * importable: inside a schema (OpenAPI 3.0 keywords in a 3.1 document, a
 * misplaced `examples`) the import reads what it can, and an extension
 * (`x-…`) is not the import's to judge. A warning then, not an error.
 */
function lenient(pointer: string | undefined): boolean {
  const segments = (pointer ?? '').split('/');
  return segments.some((s) => s === 'schema' || s === 'schemas' || s === 'definitions' || s.startsWith('x-'));
}
