/**
 * Rules on an operation's method: that it is one (a likely typo of a
 * standard method is not a method of the API's own), and what it may carry.
 */
import { HTTP_METHODS } from '../../shared/site-model.js';
import { suggest } from '../../shared/suggest.js';
import { atKey } from '../engine/locate.js';
import { defineRule } from '../engine/rule.js';
import { endpoints } from './operations.js';

export const unknownMethod = defineRule(
  {
    id: 'operation/unknown-method',
    severity: 'error',
    summary: 'a method that is no standard HTTP method and is a letter or two from one (`GETT`)',
    docs: [
      'An operation may use any method (OpenAPI 3.2 `additionalOperations`; `method:` of an endpoint), so a typo of a standard method',
      '(`GETT`, `POTS`) would document a method the API does not have.',
      'A method of your own that is no near miss of a standard one (`PURGE`, `LINK`) is not reported;',
      'for one that is (`TRACK`, one letter from `TRACE`), turn the rule off in `rules:` of pamdocs.yaml.',
    ].join(' '),
  },
  {
    document: endpoints((doc, report) => {
      const { method } = doc.data;
      if ((HTTP_METHODS as readonly string[]).includes(method)) return;
      const near = suggest(method, HTTP_METHODS);
      if (near) report(atKey(doc, ['method']), `\`${method}\` is no standard HTTP method; did you mean \`${near}\`?`);
    }),
  },
);

export const bodyOnGet = defineRule(
  {
    id: 'operation/body-on-get',
    severity: 'error',
    summary: 'a request body on GET or HEAD',
    docs: [
      'HTTP gives a GET or HEAD request body no meaning (RFC 9110 §9.3.1), and many clients and proxies drop it.',
      'Send the values as query parameters, or use POST, or QUERY (a safe request whose query is its body).',
    ].join(' '),
  },
  {
    document: endpoints((doc, report) => {
      const { method, requestBody } = doc.data;
      if (requestBody && (method === 'GET' || method === 'HEAD'))
        report(atKey(doc, ['requestBody']), `A ${method} request has no body; \`requestBody\` is not allowed here`);
    }),
  },
);

/** The rules of this file, in the order `pamdocs check` runs and the docs list them. */
export const methodRules = [unknownMethod, bodyOnGet] as const;
