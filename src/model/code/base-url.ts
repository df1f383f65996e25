/**
 * The API base URL in code samples. Samples are cached with their document
 * before the site's base URL is known, so they are written against
 * {@link SAMPLE_ORIGIN}, and {@link withBaseUrl} puts the configured base URL
 * in at assembly.
 */
import type { CodeSample } from '../../shared/site-model.js';

/** Origin the cached samples are written against (a reserved `.invalid` name, RFC 2606). */
export const SAMPLE_ORIGIN = 'https://pamdocs-api-base.invalid';

/**
 * The samples with {@link SAMPLE_ORIGIN} replaced by `baseUrl` (an absolute
 * http(s) URL without a trailing slash, validated by the config schema) in
 * the plain code, or HTML-escaped in the highlighted HTML.
 */
export function withBaseUrl(samples: readonly CodeSample[], baseUrl: string): CodeSample[] {
  const escaped = baseUrl.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return samples.map((s) => (s.html === undefined ? { ...s, code: s.code.replaceAll(SAMPLE_ORIGIN, baseUrl) } : { ...s, html: s.html.replaceAll(SAMPLE_ORIGIN, escaped) }));
}
