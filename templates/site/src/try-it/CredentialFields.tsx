/**
 * The Authorization part of a console (docs/guides/site.md, The Try it console): for
 * each security scheme of the operation, its fields (a token, a key, a user
 * name and password) and, for OAuth 2 and OpenID Connect, a sign-in; then how
 * long the reader keeps them (this page, this tab, this device) and a
 * "Forget" that clears them everywhere.
 */
import type { SecurityScheme, TryIt, TryItEnvironment } from '../../../../src/shared/site-model.js';
import { credentialFields, type Credentials, type Keep } from './credentials.js';
import { Choice, Field } from './Fields.js';
import { SignInPanel } from './SignInPanel.js';

/** The choices of how long credentials are kept, in order. */
const KEEPS: [Keep, string][] = [
  ['page', 'Only in this page'],
  ['tab', 'Remember for this tab'],
  ['device', 'Remember on this device'],
];

/** What each choice means, under the choices. */
const KEEP_NOTES: Record<Keep, string> = {
  page: 'Kept in memory until this page closes or reloads; never in the URL, a cookie or storage.',
  tab: "Kept in this tab's sessionStorage until the tab closes; never in the URL or a cookie.",
  device: 'Kept in this browser’s localStorage, for these docs only, until you choose Forget; never in the URL or a cookie.',
};

/** The props of {@link CredentialFields}. */
interface CredentialProps {
  /** The operation's schemes. */
  used: SecurityScheme[];
  /** The scopes the operation needs, by scheme id. */
  needed: Readonly<Record<string, string[]>>;
  tryIt: TryIt;
  environment: TryItEnvironment | undefined;
  credentials: Credentials;
}

/** The credentials of `used`, shared by every console of the API, their sign-ins, and how long they are kept. */
export function CredentialFields({ used, needed, tryIt, environment, credentials }: CredentialProps) {
  const held = Object.values(credentials.values).some((fields) => Object.keys(fields).length > 0);
  const schemeFields = (s: SecurityScheme) => {
    const signIn = tryIt.signIn.find((x) => x.scheme === s.id);
    return (
      <>
        {signIn && (
          <SignInPanel tryIt={tryIt} signIn={signIn} environment={environment} credentials={credentials} needed={needed[s.id] ?? []} />
        )}
        {credentialFields(s).map((f) => (
          <Field key={f.key} label={f.label}>
            {(props) => (
              <Choice
                props={props}
                secret={f.secret}
                value={credentials.values[s.id]?.[f.key] ?? ''}
                // A token typed by hand is no sign-in's: its refresh token and expiry go with the old one.
                onChange={(value) =>
                  credentials.set(s.id, f.key === 'token' ? { token: value, refresh: '', expires: '', flow: '' } : { [f.key]: value })
                }
              />
            )}
          </Field>
        ))}
      </>
    );
  };
  return (
    <fieldset className="try-group">
      <legend>Authorization{environment ? ` (${environment.name})` : ''}</legend>
      {used.map((s) =>
        used.length > 1 || tryIt.signIn.some((x) => x.scheme === s.id) ? (
          <fieldset key={s.id} className="try-scheme">
            <legend>{s.label}</legend>
            {schemeFields(s)}
          </fieldset>
        ) : (
          <div key={s.id}>{schemeFields(s)}</div>
        ),
      )}
      {used.some((s) => s.type === 'mutualTLS') && (
        <p className="try-note">Mutual TLS: the browser presents your client certificate when the server asks for one.</p>
      )}
      <fieldset className="try-keep">
        <legend>Keep the credentials</legend>
        {KEEPS.map(([keep, label]) => (
          <label key={keep} className="try-check">
            <input
              type="radio"
              name={`${tryIt.storageName}-keep`}
              checked={credentials.keep === keep}
              onChange={() => credentials.setKeep(keep)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <p className="try-note">{KEEP_NOTES[credentials.keep]}</p>
      <button type="button" className="btn btn-small" disabled={!held && credentials.keep === 'page'} onClick={credentials.forget}>
        Forget
      </button>
    </fieldset>
  );
}
