/**
 * Where the parts of an OpenAPI document are written, by JSON pointer: the
 * offsets a diagnostic about a part reports, in the document's own text.
 * A JSON text is scanned (an index of its shallow members made in one pass
 * on the first question, then only the subtree asked for: GitHub's 13 MB
 * description answers a few hundred questions in tens of ms); a YAML text
 * is located by the content's YAML locator (`src/parse/yaml.ts`).
 * Built on the first question: most runs of a clean document ask none.
 */
import { lazyLocator, locatorOf, type YamlLocator } from '../parse/yaml.js';

/** Members this deep (`/paths/~1pets/get`, `/components/schemas/Pet`) are indexed when the first question is asked. */
const INDEX_DEPTH = 3;

/** The tokens of a JSON pointer (RFC 6901) written as a URI fragment (`#/paths/~1pets`). */
export function pointerTokens(pointer: string): string[] {
  const path = pointer.replace(/^#/, '');
  if (path === '') return [];
  return path
    .slice(1)
    .split('/')
    .map((t) => {
      const decoded = t.includes('%') ? safeDecode(t) : t;
      return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}

/** `token` percent-decoded, or as it is when it is no valid escape. */
function safeDecode(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}

/** Whether `c` (a char code) is JSON whitespace. */
const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/** Offsets of the values of one JSON text, by path of keys and indexes. */
class JsonPositions implements YamlLocator {
  /** Value and key offsets of the shallow members, by their tokens joined with `/`. */
  private index?: Map<string, { value: number; key: number }>;

  constructor(private readonly text: string) {}

  locate(path: readonly PropertyKey[], key?: string): number {
    const tokens = path.map(String);
    const index = (this.index ??= this.makeIndex());
    // The deepest indexed member on the way, then the rest of the way by scanning its subtree.
    let at = this.skipSpace(0);
    let walked = 0;
    for (let n = Math.min(tokens.length, INDEX_DEPTH); n > 0; n--) {
      const known = index.get(tokens.slice(0, n).join('/'));
      if (known) {
        at = known.value;
        walked = n;
        break;
      }
    }
    // Every member of the top level is indexed: one that is not is not there.
    if (walked === 0 && tokens.length > 0) return at;
    for (; walked < tokens.length; walked++) {
      const next = this.member(at, tokens[walked]!);
      if (!next) return at;
      at = next.value;
    }
    return (key !== undefined ? this.member(at, key)?.key : undefined) ?? at;
  }

  /** The members of the containers down to {@link INDEX_DEPTH}, in one pass. */
  private makeIndex(): Map<string, { value: number; key: number }> {
    const index = new Map<string, { value: number; key: number }>();
    const walk = (at: number, prefix: string, depth: number) => {
      this.members(at, (token, value, key) => {
        const path = prefix ? `${prefix}/${token}` : token;
        index.set(path, { value, key });
        if (depth + 1 < INDEX_DEPTH) walk(value, path, depth + 1);
        return false;
      });
    };
    walk(this.skipSpace(0), '', 0);
    return index;
  }

  /** The member `token` of the container at `at`: the offsets of its value and key (an array item's key is its value). */
  private member(at: number, token: string): { value: number; key: number } | undefined {
    let found: { value: number; key: number } | undefined;
    this.members(at, (name, value, key) => {
      if (name !== token) return false;
      found = { value, key };
      return true;
    });
    return found;
  }

  /** Calls `visit` with each member of the object or array at `at` (an array's by index) until it returns true. */
  private members(at: number, visit: (token: string, value: number, key: number) => boolean): void {
    const t = this.text;
    const open = t.charCodeAt(at);
    if (open !== 123 && open !== 91) return;
    let i = this.skipSpace(at + 1);
    for (let n = 0; i < t.length && t.charCodeAt(i) !== open + 2; n++) {
      let token = String(n);
      const key = i;
      if (open === 123) {
        const end = this.skipString(i);
        const raw = t.slice(i + 1, end - 1);
        token = raw.includes('\\') ? (JSON.parse(t.slice(i, end)) as string) : raw;
        i = this.skipSpace(this.skipSpace(end) + 1);
      }
      if (visit(token, i, key)) return;
      i = this.skipSpace(this.skipValue(i));
      if (t.charCodeAt(i) === 44) i = this.skipSpace(i + 1);
    }
  }

  private skipSpace(i: number): number {
    while (i < this.text.length && isSpace(this.text.charCodeAt(i))) i++;
    return i;
  }

  /** The offset after the string that starts at `i`. */
  private skipString(i: number): number {
    const t = this.text;
    for (let j = i + 1; j < t.length; j++) {
      const c = t.charCodeAt(j);
      if (c === 92) j++;
      else if (c === 34) return j + 1;
    }
    return t.length;
  }

  /** The offset after the value that starts at `i`. */
  private skipValue(i: number): number {
    const t = this.text;
    const c = t.charCodeAt(i);
    if (c === 34) return this.skipString(i);
    if (c !== 123 && c !== 91) {
      while (i < t.length && !isSpace(t.charCodeAt(i)) && !',}]'.includes(t[i]!)) i++;
      return i;
    }
    let depth = 0;
    for (let j = i; j < t.length; j++) {
      const d = t.charCodeAt(j);
      if (d === 34) j = this.skipString(j) - 1;
      else if (d === 123 || d === 91) depth++;
      else if ((d === 125 || d === 93) && --depth === 0) return j + 1;
    }
    return t.length;
  }
}

/** Where the parts of the document `text` (JSON or YAML) are, by the path of keys and indexes a JSON pointer names; made on the first question. */
export function documentPositions(text: string): YamlLocator {
  return lazyLocator(() => (/^\s*[{[]/.test(text) ? new JsonPositions(text) : locatorOf(text)));
}

/** The offset of the value at `pointer` in the document `positions` locates, or with `onKey`, of its key (an array item's is its value). */
export function locatePointer(positions: YamlLocator, pointer: string, onKey: boolean): number {
  const tokens = pointerTokens(pointer);
  return onKey && tokens.length > 0 ? positions.locate(tokens.slice(0, -1), tokens.at(-1)) : positions.locate(tokens);
}
