/**
 * The window an authorization code sign-in happens in (docs/guides/site.md, Signing
 * in): opened by the console, sent to the provider by a form submission (so
 * the page's `form-action` decides where it may go), and brought back to the
 * redirect page, which hands the provider's answer back over the channel of
 * `src/shared/sign-in-protocol.ts`.
 */
import { SIGN_IN_CHANNEL, SIGN_IN_WINDOW, type SignInCallback, type SignInResult } from '../../../../src/shared/page-protocol.js';

/** How long a sign-in may wait for the reader in the provider's window (ms). */
const WAIT_MS = 10 * 60_000;

/** A new id of a sign-in: 128 random bits, as hex. */
const newId = (): string => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Opens a window at `url` (its own query kept) with `params` added to its
 * query, by a GET form whose target is the window; returns the sign-in's id,
 * the window's name after {@link SIGN_IN_WINDOW}. A blocked popup opens as a
 * tab instead.
 */
export function openSignInWindow(url: string, params: Readonly<Record<string, string>>): string {
  const id = newId();
  const name = SIGN_IN_WINDOW + id;
  window.open('', name, 'popup,width=560,height=720');
  const action = new URL(url);
  const form = document.createElement('form');
  form.method = 'get';
  form.action = `${action.origin}${action.pathname}`;
  form.target = name;
  form.hidden = true;
  for (const [key, value] of [...action.searchParams, ...Object.entries(params)]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = key;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
  return id;
}

/**
 * Waits for the redirect page of sign-in `id`, hands `finish` the provider's
 * parameters, and tells the page how it went: resolves with what `finish`
 * gives; rejects with its error (`explain` says it to the page), or when no
 * answer came within {@link WAIT_MS}.
 */
export function awaitCallback<T>(
  id: string,
  finish: (params: [string, string][]) => Promise<T>,
  explain: (error: unknown) => string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(SIGN_IN_CHANNEL);
    const answer = (ok: boolean, message: string): void => {
      channel.postMessage({ kind: 'result', id, ok, message } satisfies SignInResult);
      channel.close();
    };
    const timer = window.setTimeout(() => {
      channel.close();
      reject(new Error('No answer came from the sign-in window within 10 minutes'));
    }, WAIT_MS);
    channel.onmessage = (event: MessageEvent<SignInCallback | SignInResult>) => {
      const callback = event.data;
      if (callback.kind !== 'callback' || callback.id !== id) return;
      window.clearTimeout(timer);
      finish(callback.params).then(
        (value) => {
          answer(true, 'Signed in: the docs page has the token. This window closes now.');
          resolve(value);
        },
        (error: unknown) => {
          answer(false, explain(error));
          reject(error);
        },
      );
    };
  });
}
