/**
 * What a code sample shows and its copy button copies: its plain code, or
 * the text of its highlighted HTML (tags dropped, the entities highlight.js
 * escapes decoded), as the page's `textContent` reads it.
 */
import type { CodeSample } from '../../src/shared/site-model.js';

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&amp;': '&' };

/** The text of `sample`. */
export function sampleText(sample: CodeSample): string {
  if (sample.html === undefined) return sample.code;
  return sample.html.replace(/<[^>]+>/g, '').replace(/&(?:lt|gt|quot|#x27|amp);/g, (e) => ENTITIES[e]!);
}
