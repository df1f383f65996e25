/**
 * The script of the redirect page (`oauth2-redirect.html`, docs/guides/site.md:
 * Signing in), where the provider sends the reader back after an
 * authorization code sign-in. It takes the provider's answer out of the
 * address bar and the history entry first, then hands it to the console that
 * opened this window (`src/shared/sign-in-protocol.ts`), which checks its
 * `state`, exchanges the code and answers; it shows that answer, and closes
 * the window when the reader is signed in. The page never sees the verifier
 * or a token.
 */
import { SIGN_IN_CHANNEL, SIGN_IN_WINDOW, type SignInCallback, type SignInResult } from '../../../../src/shared/page-protocol.js';

/** How long the page waits for the console's answer before saying none came (ms). */
const WAIT_MS = 10_000;

const status = document.getElementById('status')!;
const say = (text: string): void => {
  status.textContent = text;
};

// The code and state leave the address bar and the history entry before anything else runs.
const params = [...new URLSearchParams(location.search)];
history.replaceState(null, '', location.pathname);

const id = window.name.startsWith(SIGN_IN_WINDOW) ? window.name.slice(SIGN_IN_WINDOW.length) : '';
if (!id || params.length === 0) {
  say('This page finishes a sign-in started from a Try it console of these docs; open the docs and sign in there.');
} else if (typeof BroadcastChannel !== 'function') {
  say('This browser cannot hand the sign-in back to the docs page (no BroadcastChannel). Paste a token in the console instead.');
} else {
  const channel = new BroadcastChannel(SIGN_IN_CHANNEL);
  const timer = window.setTimeout(() => {
    say('No docs page answered: the tab that started this sign-in was closed or reloaded. Start the sign-in again from its console.');
    channel.close();
  }, WAIT_MS);
  channel.onmessage = (event: MessageEvent<SignInResult | SignInCallback>) => {
    const answer = event.data;
    if (answer.kind !== 'result' || answer.id !== id) return;
    window.clearTimeout(timer);
    channel.close();
    say(answer.message);
    if (answer.ok) window.setTimeout(() => window.close(), 600);
  };
  channel.postMessage({ kind: 'callback', id, params } satisfies SignInCallback);
}
