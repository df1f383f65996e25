/**
 * What every rule receives, and helpers to point a diagnostic at a YAML key.
 */
import type { LoadedContent } from '../../parse/load.js';
import type { Diagnostic, Severity } from '../../shared/diagnostics.js';
import { sessionKey, type Session, type SessionKey } from '../../shared/session.js';
import type { YamlOrigin } from '../../parse/validate.js';

/** The input of every rule: the loaded content (config and documents, with positions), and the session that keeps the rules' memos. */
export interface CheckContext {
  content: LoadedContent;
  session: Session;
}

/** A rule set: returns diagnostics, never throws on bad content. */
export type Rules = (ctx: CheckContext) => Diagnostic[];

/** Per-object results of one rule set: see {@link memoized}. */
export type RuleMemo = WeakMap<object, { key: string; diagnostics: Diagnostic[] }>;

/** Declares the session memo of the rule set `name`. */
export function ruleMemo(name: string): SessionKey<RuleMemo> {
  return sessionKey(`check/${name}`, () => new WeakMap());
}

/**
 * The diagnostics `rule` finds in one document (or the config), computed once
 * per document object and `key` in a session: loads keep the objects of
 * unchanged files, so a rebuild re-runs a rule only on the files that
 * changed, or on all when `key` (what the rule reads besides the object,
 * e.g. the site's counts) changed.
 */
export function memoized(memo: RuleMemo, object: object, key: string, rule: () => Diagnostic[]): Diagnostic[] {
  const known = memo.get(object);
  if (known?.key === key) return known.diagnostics;
  const diagnostics = rule();
  memo.set(object, { key, diagnostics });
  return diagnostics;
}

/** Makes a diagnostic at the YAML node at `path` (or the key `key` inside it) of `origin`. */
export function atYaml(
  origin: YamlOrigin,
  path: readonly PropertyKey[],
  rule: string,
  message: string,
  options: { key?: string; severity?: Severity; hint?: string } = {},
): Diagnostic {
  const { line, column } = origin.lines.position(origin.yaml.locate(path, options.key));
  return {
    file: origin.file,
    line,
    column,
    severity: options.severity ?? 'error',
    rule,
    message,
    ...(options.hint ? { hint: options.hint } : {}),
  };
}
