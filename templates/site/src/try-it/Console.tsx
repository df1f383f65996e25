/**
 * The Try it console of one endpoint (docs/guides/site.md, The Try it console): a
 * form (environment, server, credentials and sign-in, parameters, body), the
 * equivalent curl, which follows the form as it changes (credentials as
 * placeholders), a Send button, and the response, announced to screen
 * readers. An expired token is renewed before the request is sent.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { SamplesRuntime } from '../../../../src/shared/page-protocol.js';
import {
  apiOriginsOf,
  serverUrl,
  type Endpoint,
  type SecurityScheme,
  type TryIt,
  type TryItEnvironment,
} from '../../../../src/shared/site-model.js';
import { CodeBlock } from '../CodeBlock.js';
import { formValue, parameterKey, requestOf, sampleValues, withEnvironment, type RequestValues } from '../request.js';
import { Text } from '../Text.js';
import { BodyEditor } from './BodyEditor.js';
import { CredentialFields } from './CredentialFields.js';
import { secretOf, useCredentials, type Credentials } from './credentials.js';
import { EnvironmentField, ParameterFields, ServerFields } from './Fields.js';
import { outcomeLine, ResponseView } from './ResponseView.js';
import { refusal, send, type Outcome } from './send.js';
import { explain, renewed } from './sign-in.js';

/** What the reader has set besides the credentials. */
interface Form {
  /** The index of the chosen server. */
  server: number;
  /** Its URL's variables as the reader set them (the others at their defaults). */
  variables: Record<string, string>;
  parameters: Record<string, string>;
  body: string;
  parts: Record<string, string>;
}

/** The form as it starts: the environment's server and values, else the first server and each parameter's example or default; the example body. */
function initialForm(ep: Endpoint, environment: TryItEnvironment | undefined): Form {
  const values = {
    ...sampleValues(ep),
    parameters: Object.fromEntries(ep.parameters.map((p) => [parameterKey(p), formValue(p)])),
  };
  return {
    server: environment?.server ?? 0,
    variables: { ...environment?.variables },
    parameters: { ...(environment ? withEnvironment(ep, values, environment) : values).parameters },
    body: ep.requestBody?.content[0]?.example ?? '',
    parts: {},
  };
}

/**
 * Renews the expired tokens of `used` that a sign-in gave (`./sign-in.ts`),
 * in `credentials`; resolves with why one could not be renewed, if any.
 */
async function renewTokens(tryIt: TryIt, used: readonly SecurityScheme[], credentials: Credentials): Promise<string[]> {
  const problems: string[] = [];
  for (const s of used) {
    const how = tryIt.signIn.find((x) => x.scheme === s.id);
    const fields = credentials.values[s.id];
    if (!how || !fields) continue;
    try {
      const token = await renewed(tryIt, how, fields);
      if (token) credentials.set(s.id, { refresh: '', expires: '', ...token });
    } catch (error) {
      problems.push(`The expired token of ${s.label} could not be renewed. ${explain(error)} Sign in again.`);
    }
  }
  return problems;
}

/** What each of `used` sends with the reader's credentials `values` (by scheme id); a scheme without any is left out. */
function secretsOf(used: readonly SecurityScheme[], values: Credentials['values']): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const s of used) {
    const secret = secretOf(s, values[s.id]);
    if (secret !== undefined) secrets[s.id] = secret;
  }
  return secrets;
}

/**
 * The console of `ep`, whose requests go to `tryIt`'s servers; `schemes`:
 * the site's security schemes; `runtime`: the samples runtime once loaded
 * (until then the curl is empty and marked busy).
 */
export function Console({
  endpoint: ep,
  tryIt,
  schemes,
  runtime,
  environment,
  chooseEnvironment,
}: {
  endpoint: Endpoint;
  tryIt: TryIt;
  schemes: SecurityScheme[];
  runtime: SamplesRuntime | undefined;
  /** The environment the reader chose for the API (shared with the samples), undefined without environments. */
  environment: TryItEnvironment | undefined;
  chooseEnvironment: (name: string) => void;
}) {
  const [form, setForm] = useState(() => initialForm(ep, environment));
  const [shownFor, setShownFor] = useState(environment);
  if (shownFor !== environment) {
    // Another environment: its server, variables and parameter values, the body as the reader left it.
    setShownFor(environment);
    setForm((f) => ({ ...initialForm(ep, environment), body: f.body, parts: f.parts }));
  }
  const files = useRef(new Map<string, File>());
  const [refused, setRefused] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const credentials = useCredentials(tryIt.storageName, environment?.name ?? '');
  const used = useMemo(
    () => [...new Set(ep.security.flatMap((r) => r.map((s) => s.scheme)))].flatMap((s) => schemes.filter((scheme) => scheme.id === s)),
    [ep, schemes],
  );
  const needed = useMemo(() => {
    const scopes: Record<string, string[]> = {};
    for (const s of ep.security.flat()) scopes[s.scheme] = [...new Set([...(scopes[s.scheme] ?? []), ...s.scopes])];
    return scopes;
  }, [ep]);
  const allowed = useMemo(() => apiOriginsOf(tryIt), [tryIt]);
  const server = tryIt.servers[form.server] ?? tryIt.servers[0]!;
  const baseUrl = serverUrl(server, form.variables);
  const given = Object.keys(secretsOf(used, credentials.values));
  const values: RequestValues = {
    parameters: form.parameters,
    body: form.body,
    parts: form.parts,
    schemes: given.length > 0 ? given : sampleValues(ep).schemes,
  };
  // What the reader sees: the credentials given as placeholders, so a copied command holds no secret.
  const shown = requestOf(ep, baseUrl, schemes, values);
  const curl = runtime ? shown.restore(runtime.write('curl', shown.request)) : '';
  const update = (change: (f: Form) => Partial<Form>) => setForm((f) => ({ ...f, ...change(f) }));
  const media = ep.requestBody?.content[0];

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (busy) return;
    const missing = ep.parameters
      .filter((p) => (p.in === 'path' || p.required) && p.in !== 'body' && !form.parameters[parameterKey(p)])
      .map((p) => p.name);
    const before = refusal(requestOf(ep, baseUrl, schemes, values).request, allowed, missing);
    setRefused(before);
    if (before.length > 0) return;
    setBusy(true);
    setOutcome(undefined);
    void renewTokens(tryIt, used, credentials)
      .then(async (problems) => {
        setRefused(problems);
        // The secrets as they are now: a renewed token replaced the expired one.
        const secrets = secretsOf(used, credentials.now());
        const { request } = requestOf(ep, baseUrl, schemes, { ...values, schemes: Object.keys(secrets), secrets });
        const reasons = refusal(request, allowed, []);
        if (reasons.length > 0) setRefused([...problems, ...reasons]);
        else setOutcome(await send(request, files.current));
      })
      .finally(() => setBusy(false));
  };

  return (
    <form className="try-console" noValidate aria-label={`Try ${ep.title}`} onSubmit={onSubmit}>
      {tryIt.environments.length > 0 && (
        <EnvironmentField environments={tryIt.environments} chosen={environment?.name ?? ''} choose={chooseEnvironment} />
      )}
      <ServerFields
        servers={tryIt.servers}
        chosen={form.server}
        variables={form.variables}
        choose={(i) => update(() => ({ server: i, variables: {} }))}
        vary={(name, value) => update((f) => ({ variables: { ...f.variables, [name]: value } }))}
      />
      {used.length > 0 && (
        <CredentialFields used={used} needed={needed} tryIt={tryIt} environment={environment} credentials={credentials} />
      )}
      <ParameterFields
        parameters={ep.parameters}
        values={form.parameters}
        set={(key, value) => update((f) => ({ parameters: { ...f.parameters, [key]: value } }))}
      />
      {media && (
        <BodyEditor
          media={media}
          required={ep.requestBody!.required}
          body={form.body}
          parts={form.parts}
          setBody={(body) => update(() => ({ body }))}
          setPart={(name, value) => update((f) => ({ parts: { ...f.parts, [name]: value } }))}
          setFile={(name, file) => {
            if (file) files.current.set(name, file);
            else files.current.delete(name);
            update((f) => ({ parts: { ...f.parts, [name]: file?.name ?? '' } }));
          }}
        />
      )}
      {shown.request.cookies.length > 0 && (
        <p className="try-note">
          A browser sends another site&apos;s cookies only as that site set them: the cookies go into the curl, not into the request this
          page sends.
        </p>
      )}
      <div aria-busy={!runtime}>
        <CodeBlock code={curl} html={runtime?.highlight(curl, 'curl')} label="curl" />
      </div>
      <div className="try-send">
        <button type="submit" className="btn btn-primary btn-small" aria-disabled={busy}>
          Send
        </button>
        <span role="status" className="try-live">
          {busy ? 'Sending…' : outcome ? outcomeLine(outcome) : ''}
        </span>
      </div>
      <div role="alert" className="try-problems">
        {refused.map((r) => (
          <p key={r}>
            <Text>{r}</Text>
          </p>
        ))}
      </div>
      {outcome && <ResponseView outcome={outcome} runtime={runtime} label={`Response of ${ep.title}`} />}
    </form>
  );
}
