/**
 * The samples runtime: a separate script the page loads when a card's
 * request samples first come into view, so neither the snippet writers
 * (`@scalar/snippetz`, one plugin per language of `sample-targets.ts`) nor
 * the highlighter's grammars weigh on a page load, and no build makes or
 * ships a sample. The Try it console uses it too: for its curl, and to
 * highlight a JSON response (`json`).
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import swift from 'highlight.js/lib/languages/swift';
import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { javaNethttp } from '@scalar/snippetz/plugins/java/nethttp';
import { jsFetch } from '@scalar/snippetz/plugins/js/fetch';
import { kotlinOkhttp } from '@scalar/snippetz/plugins/kotlin/okhttp';
import { phpGuzzle } from '@scalar/snippetz/plugins/php/guzzle';
import { pythonRequests } from '@scalar/snippetz/plugins/python/requests';
import { rubyNative } from '@scalar/snippetz/plugins/ruby/native';
import { rustReqwest } from '@scalar/snippetz/plugins/rust/reqwest';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import { shellHttpie } from '@scalar/snippetz/plugins/shell/httpie';
import { swiftNsurlsession } from '@scalar/snippetz/plugins/swift/nsurlsession';
import { MAX_HIGHLIGHTED_CHARS, SAMPLES_RUNTIME, type SampleRequest, type SamplesRuntime } from '../../../src/shared/page-protocol.js';
import { targetOfLang } from './sample-targets.js';

/** The writer of each target id, with the grammar its code is highlighted in. */
const WRITERS: Record<string, { generate(request: SampleRequest): string; grammar: string }> = {
  curl: { generate: (r) => shellCurl.generate(r), grammar: 'bash' },
  httpie: { generate: (r) => shellHttpie.generate(r), grammar: 'bash' },
  javascript: { generate: (r) => jsFetch.generate(r), grammar: 'javascript' },
  python: { generate: (r) => pythonRequests.generate(r), grammar: 'python' },
  go: { generate: (r) => goNative.generate(r), grammar: 'go' },
  java: { generate: (r) => javaNethttp.generate(r), grammar: 'java' },
  kotlin: { generate: (r) => kotlinOkhttp.generate(r), grammar: 'kotlin' },
  ruby: { generate: (r) => rubyNative.generate(r), grammar: 'ruby' },
  php: { generate: (r) => phpGuzzle.generate(r), grammar: 'php' },
  csharp: { generate: (r) => csharpHttpclient.generate(r), grammar: 'csharp' },
  swift: { generate: (r) => swiftNsurlsession.generate(r), grammar: 'swift' },
  rust: { generate: (r) => rustReqwest.generate(r), grammar: 'rust' },
};

for (const [name, grammar] of Object.entries({ bash, csharp, go, java, javascript, json, kotlin, php, python, ruby, rust, swift }))
  hljs.registerLanguage(name, grammar);

const runtime: SamplesRuntime = {
  write: (target, request) => WRITERS[target]?.generate(request).replace(/\s+$/, '') ?? '',
  highlight(code, lang) {
    const named = lang.trim().toLowerCase();
    const grammar = WRITERS[lang]?.grammar ?? WRITERS[targetOfLang(lang) ?? '']?.grammar ?? (hljs.getLanguage(named) ? named : undefined);
    if (grammar === undefined || code.length > MAX_HIGHLIGHTED_CHARS) return null;
    return hljs.highlight(code, { language: grammar, ignoreIllegals: true }).value;
  },
};

(window as unknown as Record<string, unknown>)[SAMPLES_RUNTIME] = runtime;
