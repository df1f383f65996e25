/**
 * The credentials a reader gives the Try it consoles (docs/guides/site.md, The Try
 * it console), typed or from a sign-in: kept in memory for the page and
 * shared by every card of the API, so a token entered once serves every
 * operation; never in the URL or a cookie, never logged. The reader chooses
 * to keep them longer: "for this tab" copies them to sessionStorage, which
 * the browser drops with the tab; "on this device" to localStorage, under
 * the site's and the API's name ({@link TryIt.storageName}), until the reader
 * chooses "Forget". They are kept apart per environment.
 */
import { useSyncExternalStore } from 'react';
import type { SecurityScheme } from '../../../../src/shared/site-model.js';

/** How long the reader keeps their credentials: this page's memory, this tab's sessionStorage, or this device's localStorage. */
export type Keep = 'page' | 'tab' | 'device';

/** A scheme's fields ({@link CredentialField} keys, and a sign-in's: `refresh`, `expires`, `clientId`, `secret`, `scopes`, `flow`). */
export type Fields = Readonly<Record<string, string>>;

/** The reader's credentials of one API: by environment name ('' without environments), then scheme id; and how long they are kept. */
interface Kept {
  values: Readonly<Record<string, Readonly<Record<string, Fields>>>>;
  keep: Keep;
}

/** One field a scheme's credentials take. */
export interface CredentialField {
  /** Its key in {@link Fields}: `token`, `username`, `password` or `key`. */
  key: string;
  /** Its label, e.g. "Bearer token", "API key (header X-API-Key)". */
  label: string;
  /** Whether it is masked as it is typed. */
  secret: boolean;
}

const stores = new Map<string, Kept>();
const listeners = new Set<() => void>();

/** Strings only, two levels deep below the environments, from stored JSON `raw`; undefined when it is not that. */
function parsed(raw: string | null): Kept['values'] | undefined {
  if (raw === null) return undefined;
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) return undefined;
  const objects = (o: unknown): [string, unknown][] => Object.entries(typeof o === 'object' && o !== null ? o : {});
  return Object.fromEntries(
    objects(value).map(([env, schemes]) => [
      env,
      Object.fromEntries(
        objects(schemes).map(([id, fields]) => [
          id,
          Object.fromEntries(objects(fields).filter((f): f is [string, string] => typeof f[1] === 'string')),
        ]),
      ),
    ]),
  );
}

/** What the reader kept of API `name`: on this device first, else for this tab, else nothing. */
function restored(name: string): Kept {
  try {
    const device = parsed(localStorage.getItem(name));
    if (device) return { values: device, keep: 'device' };
    const tab = parsed(sessionStorage.getItem(name));
    if (tab) return { values: tab, keep: 'tab' };
  } catch {
    // Blocked storage, or not JSON: nothing kept.
  }
  return { values: {}, keep: 'page' };
}

const read = (name: string): Kept => stores.get(name) ?? stores.set(name, restored(name)).get(name)!;

/** Sets API `name`'s credentials, in the one storage the reader chose (removed from the other). */
function write(name: string, next: Kept): void {
  stores.set(name, next);
  try {
    const text = JSON.stringify(next.values);
    if (next.keep === 'device') localStorage.setItem(name, text);
    else localStorage.removeItem(name);
    if (next.keep === 'tab') sessionStorage.setItem(name, text);
    else sessionStorage.removeItem(name);
  } catch {
    // Blocked storage: they hold for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The credentials of API `name` in `environment`, shared by every console of the tab, and their setters. */
export interface Credentials {
  /** By scheme id, as they were when the component rendered. */
  values: Readonly<Record<string, Fields>>;
  /** By scheme id, as they are now (after a setter ran since). */
  now(): Readonly<Record<string, Fields>>;
  keep: Keep;
  /** Sets fields of a scheme (a field set to '' is removed). */
  set(scheme: string, fields: Fields): void;
  setKeep(keep: Keep): void;
  /** Clears every credential of the API, in every environment, from memory and storage. */
  forget(): void;
}

/** The reader's credentials of API `name` (its {@link TryIt.storageName}) in `environment`. */
export function useCredentials(name: string, environment: string): Credentials {
  const current = useSyncExternalStore(
    subscribe,
    () => read(name),
    () => read(name),
  );
  return {
    values: current.values[environment] ?? {},
    now: () => read(name).values[environment] ?? {},
    keep: current.keep,
    set: (scheme, fields) => {
      const now = read(name);
      const merged = Object.fromEntries(Object.entries({ ...now.values[environment]?.[scheme], ...fields }).filter(([, v]) => v !== ''));
      write(name, { ...now, values: { ...now.values, [environment]: { ...now.values[environment], [scheme]: merged } } });
    },
    setKeep: (keep) => write(name, { ...read(name), keep }),
    forget: () => write(name, { values: {}, keep: 'page' }),
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
export function secretOf(scheme: SecurityScheme, fields: Fields | undefined): string | undefined {
  const word = scheme.carrier?.scheme;
  if (scheme.type === 'apiKey') return fields?.key || undefined;
  if (word === 'Basic')
    return fields?.username || fields?.password ? `Basic ${base64(`${fields.username ?? ''}:${fields.password ?? ''}`)}` : undefined;
  return fields?.token ? `${word ?? 'Bearer'} ${fields.token}` : undefined;
}
