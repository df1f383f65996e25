/** A mutation that keeps what a client relies on: a new document, the given one left as it was. */
export type EquivalentMutation = (document: unknown, random: () => number) => unknown;
/** A mutation that breaks one operation (`GET /pets/{id}`), or undefined when the document has nothing to break so. */
export type BreakingMutation = (document: unknown, random: () => number) => { document: unknown; operation: string } | undefined;

/** The equivalent mutations, by name: keys shuffled, security alternatives, enum values reordered, prose reworded. */
export const EQUIVALENT: Record<'shuffleKeys' | 'reorderSecurity' | 'reorderEnums' | 'reword', EquivalentMutation>;
/** The breaking mutations, by name: an operation removed, a required parameter added, a response property removed. */
export const BREAKING: Record<'removeOperation' | 'addRequiredParameter' | 'removeResponseProperty', BreakingMutation>;
/** The text of `document`: `json` (indented), `json-min` or `yaml`. */
export function serialise(document: unknown, format: 'json' | 'json-min' | 'yaml'): string;
