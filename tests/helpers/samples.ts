/**
 * The page's request samples, written here as the page writes them: the
 * template's request (`templates/site/src/request.ts`) in a language of the
 * template's samples runtime, evaluated in this process (it sets a global).
 */
import { SAMPLES_RUNTIME, type SamplesRuntime } from '../../src/shared/page-protocol.js';
import type { Endpoint, SecurityScheme } from '../../src/shared/site-model.js';
import { requestOf } from '../../templates/site/src/request.js';

/** The template's samples runtime, evaluated once in this process. */
export async function samplesRuntime(): Promise<SamplesRuntime> {
  const scope = globalThis as unknown as { window?: Record<string, unknown> };
  scope.window ??= {};
  await import('../../templates/site/src/samples-runtime.js');
  return scope.window[SAMPLES_RUNTIME] as SamplesRuntime;
}

/** The sample of `ep` in the language `target` (`curl`, `python`...), calling `baseUrl`, with the credentials of `schemes`. */
export async function sampleOf(
  ep: Endpoint,
  target: string,
  schemes: readonly SecurityScheme[],
  baseUrl = 'https://api.example.com',
): Promise<string> {
  const { request, restore } = requestOf(ep, baseUrl, schemes);
  return restore((await samplesRuntime()).write(target, request));
}
