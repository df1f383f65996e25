/**
 * The credentials a reader gives the Try it consoles (docs/site.md, The Try
 * it console): kept in memory for the tab and shared by every card, so a
 * token entered once serves every operation; never in the URL, localStorage
 * or a cookie, never logged. Only when the reader ticks "remember for this
 * tab" are they copied to sessionStorage, which the browser drops with the
 * tab; unticking removes them from it.
 */
import { useSyncExternalStore } from 'react';
import type { SecurityScheme } from '../../../../src/shared/site-model.js';

/** sessionStorage key of the remembered credentials: JSON, by scheme id then field. */
const SESSION_KEY = 'pamdocs-try-it-credentials';

/** The reader's credentials, by scheme id then field key ({@link CredentialField}), and whether they are remembered for the tab. */
export interface Credentials {
  values: Readonly<Record<string, Readonly<Record<string, string>>>>;
  remember: boolean;
}

/** One field a scheme's credentials take. */
export interface CredentialField {
  /** Its key in {@link Credentials.values}: `token`, `username`, `password` or `key`. */
  key: string;
  /** Its label, e.g. "Bearer token", "API key (header X-API-Key)". */
  label: string;
  /** Whether it is masked as it is typed. */
  secret: boolean;
}

let state: Credentials | undefined;
const listeners = new Set<() => void>();

/** The remembered credentials of this tab, when the reader ticked "remember for this tab" (strings only), else none. */
function restored(): Credentials {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return { values: {}, remember: false };
    const values = Object.fromEntries(
      Object.entries(parsed).map(([id, fields]) => [
        id,
        Object.fromEntries(
          Object.entries(typeof fields === 'object' && fields !== null ? fields : {}).filter(
            (f): f is [string, string] => typeof f[1] === 'string',
          ),
        ),
      ]),
    );
    return { values, remember: true };
  } catch {
    return { values: {}, remember: false };
  }
}

const read = (): Credentials => (state ??= restored());

/** Sets the credentials and copies them to sessionStorage when remembered (removes them from it otherwise). */
function write(next: Credentials): void {
  state = next;
  try {
    if (next.remember) sessionStorage.setItem(SESSION_KEY, JSON.stringify(next.values));
    else sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Blocked storage: they hold for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reader's credentials and their setters, shared by every console of the tab. */
export function useCredentials(): Credentials & {
  set(scheme: string, field: string, value: string): void;
  setRemember(on: boolean): void;
} {
  const current = useSyncExternalStore(subscribe, read, read);
  return {
    ...current,
    set: (scheme, field, value) =>
      write({ ...read(), values: { ...read().values, [scheme]: { ...read().values[scheme], [field]: value } } }),
    setRemember: (remember) => write({ ...read(), remember }),
  };
}

/** The fields `scheme`'s credentials take; none for mutual TLS, which the browser handles. */
export function credentialFields(scheme: SecurityScheme): CredentialField[] {
  const word = scheme.carrier?.scheme;
  if (!scheme.carrier) return [];
  if (scheme.type === 'apiKey') return [{ key: 'key', label: scheme.label, secret: true }];
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
    return [{ key: 'token', label: `Access token (${scheme.label})`, secret: true }];
  if (word === 'Basic')
    return [
      { key: 'username', label: 'Username', secret: false },
      { key: 'password', label: 'Password', secret: true },
    ];
  return [{ key: 'token', label: word === 'Bearer' ? 'Bearer token' : `${word ?? 'Authorization'} credentials`, secret: true }];
}

/** `text` as UTF-8, in base64 (RFC 7617's charset UTF-8). */
const base64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/**
 * What `scheme`'s carrier holds with the reader's `fields`: `Bearer <token>`,
 * `Basic <base64 of user:password>`, the API key; undefined when the reader gave none.
 */
export function secretOf(scheme: SecurityScheme, fields: Readonly<Record<string, string>> | undefined): string | undefined {
  const word = scheme.carrier?.scheme;
  if (scheme.type === 'apiKey') return fields?.key || undefined;
  if (word === 'Basic')
    return fields?.username || fields?.password ? `Basic ${base64(`${fields.username ?? ''}:${fields.password ?? ''}`)}` : undefined;
  return fields?.token ? `${word ?? 'Bearer'} ${fields.token}` : undefined;
}
