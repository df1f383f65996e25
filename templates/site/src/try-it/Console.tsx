/**
 * The Try it console of one endpoint (docs/site.md, The Try it console): a
 * form (server, credentials, parameters, body), the equivalent curl, which
 * follows the form as it changes (credentials as placeholders), a Send
 * button, and the response, announced to screen readers.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { SamplesRuntime } from '../../../../src/shared/page-protocol.js';
import { allowedOrigins, serverUrl, type Endpoint, type SecurityScheme, type TryIt } from '../../../../src/shared/site-model.js';
import { CodeBlock } from '../CodeBlock.js';
import { formValue, parameterKey, requestOf, sampleValues, type RequestValues } from '../request.js';
import { Text } from '../Text.js';
import { BodyEditor } from './BodyEditor.js';
import { secretOf, useCredentials } from './credentials.js';
import { CredentialFields, ParameterFields, ServerFields } from './Fields.js';
import { outcomeLine, ResponseView } from './ResponseView.js';
import { refusal, send, type Outcome } from './send.js';

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

/** The form as it starts: the first server, each parameter's example or default, the example body. */
const initialForm = (ep: Endpoint): Form => ({
  server: 0,
  variables: {},
  parameters: Object.fromEntries(ep.parameters.map((p) => [parameterKey(p), formValue(p)])),
  body: ep.requestBody?.content[0]?.example ?? '',
  parts: {},
});

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
}: {
  endpoint: Endpoint;
  tryIt: TryIt;
  schemes: SecurityScheme[];
  runtime: SamplesRuntime | undefined;
}) {
  const [form, setForm] = useState(() => initialForm(ep));
  const files = useRef(new Map<string, File>());
  const [refused, setRefused] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const credentials = useCredentials();
  const used = useMemo(
    () => [...new Set(ep.security.flatMap((r) => r.map((s) => s.scheme)))].flatMap((s) => schemes.filter((scheme) => scheme.id === s)),
    [ep, schemes],
  );
  const allowed = useMemo(() => allowedOrigins(tryIt.servers), [tryIt]);
  const server = tryIt.servers[form.server] ?? tryIt.servers[0]!;
  const baseUrl = serverUrl(server, form.variables);
  const secrets: Record<string, string> = {};
  for (const s of used) {
    const secret = secretOf(s, credentials.values[s.id]);
    if (secret !== undefined) secrets[s.id] = secret;
  }
  const given = Object.keys(secrets);
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
    const { request } = requestOf(ep, baseUrl, schemes, { ...values, schemes: given, secrets });
    const reasons = refusal(request, allowed, missing);
    setRefused(reasons);
    if (reasons.length > 0) return;
    setBusy(true);
    setOutcome(undefined);
    void send(request, files.current).then((result) => {
      setOutcome(result);
      setBusy(false);
    });
  };

  return (
    <form className="try-console" noValidate aria-label={`Try ${ep.title}`} onSubmit={onSubmit}>
      <ServerFields
        servers={tryIt.servers}
        chosen={form.server}
        variables={form.variables}
        choose={(i) => update(() => ({ server: i, variables: {} }))}
        vary={(name, value) => update((f) => ({ variables: { ...f.variables, [name]: value } }))}
      />
      {used.length > 0 && <CredentialFields used={used} />}
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
