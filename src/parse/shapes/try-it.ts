/**
 * `tryIt` of `pamdocs.yaml` (and of an `openapi:` entry): whether the
 * operations have a Try it console, and, written as a mapping, the
 * environments the reader switches between and the OAuth 2 client ids the
 * console's sign-in starts with (docs/guides/site.md, The Try it console).
 */
import { z } from 'zod';
import { text } from './common.js';

/** An absolute http(s) URL, `{name}` variables allowed (a server's, as OpenAPI writes them). */
const serverUrl = z
  .string()
  .regex(
    /^https?:\/\/[^\s"'`<>\\]+$/,
    'expected an absolute http(s) URL such as `https://sandbox.api.example.com/v1`, without spaces or quotes',
  )
  .transform((url) => url.replace(/\/+$/, ''));

/** Values by name, each a string (a number or boolean as YAML writes it is taken as its text). */
const values = (what: string) =>
  z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String))
    .default({})
    .describe(what);

/** OAuth 2 client ids by security scheme name. */
const clientIds = (what: string) => z.record(z.string(), text).default({}).describe(what);

/** One environment of the console: a named set of values the reader switches to. */
export const environmentShape = z
  .strictObject({
    name: text.describe('Its name in the console, e.g. `sandbox` or `production`.'),
    server: serverUrl
      .optional()
      .describe(
        [
          "The server its requests go to: one of the document's servers as written (its variables then apply),",
          "or another absolute http(s) URL, whose origin the page's Content-Security-Policy then allows too.",
          "Default: the document's first server, else `apiBaseUrl`.",
        ].join(' '),
      ),
    variables: values("Values of the server URL's variables, by name, e.g. `region: eu`. Default: each variable's default."),
    parameters: values(
      [
        'Values the console and the request samples start with, by parameter name, e.g. `accountId: acc_test`.',
        "Default: each parameter's example.",
      ].join(' '),
    ),
    clientIds: clientIds(
      'OAuth 2 client ids for this environment, by security scheme name; they win over `tryIt.clientIds`. Default: none.',
    ),
  })
  .describe(
    [
      'An environment: a server, its variables and default parameter values.',
      'The credentials a reader gives are kept apart per environment, so a sandbox token is never sent to production.',
    ].join(' '),
  );

/** The settings of a console written as a mapping (`tryIt: { environments: … }`), which turns it on. */
export const tryItSettingsShape = z
  .strictObject({
    environments: z
      .array(environmentShape)
      .default([])
      .describe(
        [
          'Named sets of values (a server, its variables, default parameter values, client ids) the reader switches between',
          'in the console; the request samples of every language follow the chosen one. The first is the default.',
          'Default: none: the reader picks a server.',
        ].join(' '),
      ),
    clientIds: clientIds(
      [
        'OAuth 2 client ids the sign-in form starts with, by security scheme name (a public client registered for these docs;',
        'never a client secret). Default: none: the reader types one.',
      ].join(' '),
    ),
  })
  .refine((settings) => new Set(settings.environments.map((e) => e.name)).size === settings.environments.length, {
    message: 'Two environments have the same name',
    path: ['environments'],
  });

/** `tryIt` as written, defaults filled: off, on, or on with settings. */
export type TryItConfig = boolean | z.output<typeof tryItSettingsShape>;

/** `tryIt`: a boolean, or a mapping of settings (which turns the console on). */
export const tryItShape = (described: string) => z.union([z.boolean(), tryItSettingsShape]).describe(described);
