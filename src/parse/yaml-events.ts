/**
 * Positions of a YAML text's keys from js-yaml's event stream (`parseEvents`,
 * offsets into the text), about three times faster than the `yaml`
 * package's node tree: a check that reports hundreds of problems in large
 * frontmatters (an imported API's examples) asks for many. The offsets are
 * the ones `parseYaml` (`./yaml.ts`) gives: a quoted value at its quote, a
 * block scalar at its `|` or `>`, an empty or null value at its key. Only
 * for texts that need no full parser (`./yaml-needs-full-parser.ts`) and
 * hold no anchor, alias or tag, whose nodes start where their value does.
 */
import { createRequire } from 'node:module';
import type * as JsYaml from 'js-yaml';
import type { Event, ScalarEvent } from 'js-yaml';
import { needsFullParser } from './yaml-needs-full-parser.js';
import { locatePath, parseYaml, SEQUENCE_INDEX, type PathSteps, type YamlLocator } from './yaml.js';

/** `require` resolving from this module (a function, not state). */
const requireHere = createRequire(import.meta.url);

/**
 * js-yaml, loaded on first use: required rather than imported, so a cached
 * build or check that asks for no position never reads it (the job modules
 * import their own copy, bundled with them). Node keeps the loaded module.
 */
const jsYaml = (): typeof JsYaml => requireHere('js-yaml') as typeof JsYaml;

/** A node of the text: where `parseYaml` reports it, and its children. */
type Node =
  | { kind: 'scalar'; offset: number; isNull: boolean }
  | { kind: 'map'; offset: number; pairs: { key: string | undefined; keyOffset: number; value: Node }[] }
  | { kind: 'seq'; offset: number; items: Node[] };

/** Plain scalars the core schema reads as null. */
const NULL_TEXT = /^(?:~|null|Null|NULL)?$/;

/**
 * A plain key the `yaml` package may read as another text (`1.0` as 1,
 * `True` as true, an empty key as null): its keys are compared by their
 * value's text, so such a key is left to it. Decimal integers and
 * `true`/`false` read as written.
 */
const AMBIGUOUS_KEY = /^(?:$|[-+.\d~]|true$|false$|null$|yes$|no$|on$|off$)/i;
const PLAIN_KEY = /^(?:0|[1-9]\d*|true|false)$/;

/** Block scalar header at the end of its line: the indicator, its modifiers, a comment. */
const BLOCK_HEADER = /[|>][-+1-9]{0,2}[ \t]*(?:#.*)?$/;

/** Where `parseYaml` puts a scalar: at the quote of a quoted one, at the header of a block one. `styles`: js-yaml's `SCALAR_STYLE`. */
function scalarOffset(text: string, event: ScalarEvent, styles: typeof JsYaml.SCALAR_STYLE): number {
  if (event.valueStart < 0) return event.valueStart;
  if (event.style === styles.SINGLE_QUOTED || event.style === styles.DOUBLE_QUOTED) return event.valueStart - 1;
  if (event.style !== styles.LITERAL_BLOCK && event.style !== styles.FOLDED_BLOCK) return event.valueStart;
  // A block scalar's text starts on the line after its header.
  const lineStart = text.lastIndexOf('\n', event.valueStart - 2) + 1;
  return lineStart + (BLOCK_HEADER.exec(text.slice(lineStart, event.valueStart - 1))?.index ?? 0);
}

/**
 * The node tree of the first document of `events`, or undefined when it has none.
 * @throws Error when a node has an anchor, alias or tag, a key may read otherwise, or a sequence item is empty (left to the `yaml` package)
 */
function treeOf(text: string, events: readonly Event[]): Node | undefined {
  const { EVENT_ID, SCALAR_STYLE, getScalarValue } = jsYaml();
  let next = 0;
  while (events[next]?.type === EVENT_ID.DOCUMENT) next++;
  const node = (): Node => {
    const event = events[next++]!;
    // A node with an anchor or tag starts at it; an alias is another node's: both are left to the yaml package.
    if (event.type === EVENT_ID.ALIAS || ('anchorStart' in event && (event.anchorStart >= 0 || event.tagStart >= 0)))
      throw new Error('An anchor, alias or tag is left to the yaml package');
    switch (event.type) {
      case EVENT_ID.SCALAR:
        return {
          kind: 'scalar',
          offset: scalarOffset(text, event, SCALAR_STYLE),
          isNull: event.style === SCALAR_STYLE.PLAIN && NULL_TEXT.test(getScalarValue(text, event)),
        };
      case EVENT_ID.MAPPING: {
        const pairs: { key: string | undefined; keyOffset: number; value: Node }[] = [];
        while (events[next]!.type !== EVENT_ID.POP) {
          const keyEvent = events[next]!;
          const key = node();
          const name = keyEvent.type === EVENT_ID.SCALAR ? getScalarValue(text, keyEvent) : undefined;
          if (
            name !== undefined &&
            (keyEvent as ScalarEvent).style === SCALAR_STYLE.PLAIN &&
            AMBIGUOUS_KEY.test(name) &&
            !PLAIN_KEY.test(name)
          )
            throw new Error(`The key \`${name}\` is left to the yaml package`);
          pairs.push({ key: name, keyOffset: key.offset, value: node() });
        }
        next++;
        return { kind: 'map', offset: event.start, pairs };
      }
      case EVENT_ID.SEQUENCE: {
        const items: Node[] = [];
        while (events[next]!.type !== EVENT_ID.POP) {
          const item = node();
          // An empty item (`-` alone, or before a comment) has no place in the events; the yaml package knows its dash.
          if (item.offset < 0) throw new Error('An empty sequence item is left to the yaml package');
          items.push(item);
        }
        next++;
        return { kind: 'seq', offset: event.start, items };
      }
      default:
        throw new Error(`Unexpected YAML event ${event.type}`);
    }
  };
  return next < events.length && events[next]!.type !== EVENT_ID.POP ? node() : undefined;
}

/** Steps through the nodes {@link treeOf} makes. */
const EVENT_STEPS: PathSteps<Node | undefined> = {
  child(node, segment) {
    if (node?.kind === 'map') {
      const pair = node.pairs.find((p) => p.key === String(segment));
      return pair && { node: pair.value, offset: pair.value.kind === 'scalar' && pair.value.isNull ? pair.keyOffset : pair.value.offset };
    }
    if (node?.kind !== 'seq' || !SEQUENCE_INDEX.test(String(segment))) return undefined;
    const item = node.items[Number(segment)];
    return item && { node: item, offset: item.offset };
  },
  keyOffset: (node, key) => (node?.kind === 'map' ? node.pairs.find((p) => p.key === key)?.keyOffset : undefined),
};

/**
 * Where the keys of `text` are written, for a text that needs no full
 * parser (`./yaml-needs-full-parser.ts`) with no syntax error: from js-yaml's events,
 * or the `yaml` way when the text holds an anchor, alias or tag or a key
 * that may read otherwise. The offsets are those of `parseYaml(text, baseOffset).locate`.
 * @param baseOffset offset of `text` inside its file, added to every offset
 */
export function eventLocator(text: string, baseOffset = 0): YamlLocator {
  let root: Node | undefined;
  try {
    root = treeOf(text, jsYaml().parseEvents(text, {}));
  } catch {
    return parseYaml(text, baseOffset);
  }
  return { locate: (path, key) => baseOffset + locatePath(root, root?.offset ?? 0, path, key, EVENT_STEPS) };
}

/**
 * Where the keys of `text` are written, for a text with no syntax error:
 * {@link eventLocator} unless the text needs the full parser, else
 * the `yaml` way. Both give the same offsets.
 * @param baseOffset offset of `text` inside its file, added to every offset
 */
export function locatorOf(text: string, baseOffset = 0): YamlLocator {
  return needsFullParser(text) ? parseYaml(text, baseOffset) : eventLocator(text, baseOffset);
}
