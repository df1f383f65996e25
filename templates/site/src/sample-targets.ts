/**
 * The languages the page writes request samples in, in tab order, and how
 * a written sample's language (`x-codeSamples`' `lang`: `cURL`, `Node.js`,
 * `C#`...) names one of them. The samples runtime (`samples-runtime.ts`)
 * holds a snippet writer for each id; the tabs show before it has loaded.
 */

/** A language of the request samples. */
export interface SampleTarget {
  /** Stable id: the reader's remembered choice, and the runtime's key. */
  id: string;
  /** Its tab's label. */
  label: string;
  /** Other names a written sample may give it (lower case). */
  aliases: readonly string[];
}

/** The twelve languages, in tab order. */
export const SAMPLE_TARGETS: readonly SampleTarget[] = [
  { id: 'curl', label: 'curl', aliases: ['shell', 'bash', 'sh'] },
  { id: 'httpie', label: 'HTTPie', aliases: [] },
  { id: 'javascript', label: 'JavaScript', aliases: ['js', 'node', 'node.js', 'nodejs', 'typescript', 'ts'] },
  { id: 'python', label: 'Python', aliases: ['py', 'python3'] },
  { id: 'go', label: 'Go', aliases: ['golang'] },
  { id: 'java', label: 'Java', aliases: [] },
  { id: 'kotlin', label: 'Kotlin', aliases: ['kt'] },
  { id: 'ruby', label: 'Ruby', aliases: ['rb'] },
  { id: 'php', label: 'PHP', aliases: [] },
  { id: 'csharp', label: 'C#', aliases: ['c#', 'cs', '.net', 'dotnet'] },
  { id: 'swift', label: 'Swift', aliases: [] },
  { id: 'rust', label: 'Rust', aliases: ['rs'] },
];

/** The id of the target a written sample's `lang` names, or undefined for another language. */
export function targetOfLang(lang: string): string | undefined {
  const name = lang.trim().toLowerCase();
  return SAMPLE_TARGETS.find((t) => t.id === name || t.label.toLowerCase() === name || t.aliases.includes(name))?.id;
}
