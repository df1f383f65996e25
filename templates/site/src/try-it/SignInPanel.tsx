/**
 * Signing in from a console, for one OAuth 2 or OpenID Connect scheme
 * (docs/guides/site.md, Signing in): the flow (when the document declares several),
 * the client id (prefilled from pamdocs.yaml), a client secret for client
 * credentials with a warning, the scopes the reader chooses, a "Sign in"
 * button; then the user code of a device sign-in, and the token's expiry.
 * The token goes into the scheme's credentials, where the reader may also
 * paste one.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { SignIn, TryIt, TryItEnvironment } from '../../../../src/shared/site-model.js';
import { Text } from '../Text.js';
import type { Credentials } from './credentials.js';
import { Field } from './Fields.js';
import { explain, redirectUrl, signIn as runSignIn, type DeviceCode, type FlowName } from './sign-in.js';

/** What each flow is called. */
const FLOW_LABELS: Record<FlowName, string> = {
  authorizationCode: 'Authorization code (PKCE)',
  clientCredentials: 'Client credentials',
  deviceAuthorization: 'Device code',
};

/** The flows the reader may choose: the declared ones; for OpenID Connect, all (its discovery document says which work). */
const flowsOf = (signIn: SignIn): FlowName[] =>
  signIn.discoveryUrl ? ['authorizationCode', 'deviceAuthorization', 'clientCredentials'] : (Object.keys(signIn.flows) as FlowName[]);

/** The time, re-read every 15 s, for the expiry shown. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** When the token of `expires` (ms since the epoch, as text) expires, in words. */
function expiry(expires: string | undefined, now: number): string {
  if (!expires) return 'Signed in; the provider did not say when the token expires.';
  const at = Number(expires);
  const time = new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  if (at <= now) return `The token expired at ${time}: it is refreshed when you send, if the provider gave a refresh token.`;
  const minutes = Math.round((at - now) / 60_000);
  return `Signed in; the token expires at ${time} (${minutes < 1 ? 'in less than a minute' : `in ${minutes} min`}).`;
}

/** The props of {@link SignInPanel}. */
interface SignInProps {
  tryIt: TryIt;
  signIn: SignIn;
  environment: TryItEnvironment | undefined;
  credentials: Credentials;
  /** The scopes the operation needs of this scheme, chosen at first. */
  needed: readonly string[];
}

/** The sign-in of one scheme. */
export function SignInPanel({ tryIt, signIn, environment, credentials, needed }: SignInProps) {
  const id = useId();
  const fields = credentials.values[signIn.scheme] ?? {};
  const flows = flowsOf(signIn);
  const [flow, setFlow] = useState<FlowName>((fields.flow as FlowName | undefined) ?? flows[0]!);
  const declared = signIn.flows[flow]?.scopes ?? {};
  const [scopes, setScopes] = useState<string[]>(() => (fields.scopes ? fields.scopes.split(' ') : [...needed]));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [device, setDevice] = useState<DeviceCode>();
  const stop = useRef<AbortController>(undefined);
  const now = useNow();
  useEffect(() => () => stop.current?.abort(), []);
  const clientId = fields.clientId ?? environment?.clientIds[signIn.scheme] ?? signIn.clientId;
  const set = (more: Record<string, string>) => credentials.set(signIn.scheme, more);

  const start = (): void => {
    if (busy) return;
    stop.current?.abort();
    stop.current = new AbortController();
    setBusy(true);
    setProblem('');
    setDevice(undefined);
    const request = { tryIt, signIn, flow, clientId, secret: fields.secret ?? '', scopes };
    runSignIn(request, setDevice, stop.current.signal).then(
      (token) => {
        // A new sign-in's token replaces the last one's fields, a refresh token and expiry it did not give included.
        set({ refresh: '', expires: '', ...token, flow, clientId, scopes: scopes.join(' ') });
        setBusy(false);
        setDevice(undefined);
      },
      (error: unknown) => {
        setProblem(explain(error));
        setBusy(false);
        setDevice(undefined);
      },
    );
  };

  return (
    <div className="try-sign-in" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="try-sign-in-title">
        Sign in{signIn.discoveryUrl ? ' with OpenID Connect' : ' with OAuth 2'}
      </p>
      {flows.length > 1 && (
        <Field label="Flow">
          {(props) => (
            <select {...props} value={flow} onChange={(e) => setFlow(e.target.value as FlowName)}>
              {flows.map((f) => (
                <option key={f} value={f}>
                  {FLOW_LABELS[f]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label="Client id">
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={clientId}
            onChange={(e) => set({ clientId: e.target.value })}
          />
        )}
      </Field>
      {flow === 'clientCredentials' && (
        <>
          <Field label="Client secret">
            {(props) => (
              <input
                {...props}
                type="password"
                autoComplete="off"
                value={fields.secret ?? ''}
                onChange={(e) => set({ secret: e.target.value })}
              />
            )}
          </Field>
          <p className="try-warning">
            A client secret typed into a web page is for a test client only: never type a production secret here.
          </p>
        </>
      )}
      {Object.keys(declared).length > 0 ? (
        <fieldset className="try-scopes">
          <legend>Scopes</legend>
          {Object.entries(declared).map(([scope, grants]) => (
            <label key={scope} className="try-check">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(e) => setScopes(e.target.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope))}
              />{' '}
              <code>{scope}</code> {grants && <span className="muted">{grants}</span>}
            </label>
          ))}
        </fieldset>
      ) : (
        <Field label="Scopes" hint="Separated by spaces.">
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={scopes.join(' ')}
              onChange={(e) => setScopes(e.target.value.split(/\s+/).filter(Boolean))}
            />
          )}
        </Field>
      )}
      {flow === 'authorizationCode' && (
        <p className="try-note">
          The provider sends you back to <code>{redirectUrl()}</code>: the team registers it as a redirect URL of the client.
        </p>
      )}
      <button type="button" className="btn btn-small" aria-disabled={busy} onClick={start}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      {device && (
        <p className="try-device" aria-live="polite">
          Open{' '}
          <a href={device.verificationUriComplete ?? device.verificationUri} target="_blank" rel="noopener noreferrer">
            {device.verificationUri}
          </a>{' '}
          and enter the code <code className="try-user-code">{device.userCode}</code>; this page waits for your approval.
        </p>
      )}
      <p className="try-note" aria-live="polite">
        {fields.token && fields.flow ? expiry(fields.expires, now) : ''}
      </p>
      <p className="try-problems" aria-live="assertive">
        {problem && <Text>{problem}</Text>}
      </p>
    </div>
  );
}
