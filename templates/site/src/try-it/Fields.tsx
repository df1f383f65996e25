/**
 * The fields of a Try it console: the server and its variables, and one
 * field per parameter (the credentials are `./CredentialFields.tsx`). Every field is labelled (a parameter by its name), required
 * ones marked for the eye and for assistive technology (`aria-required`).
 */
import { useId, type ReactNode } from 'react';
import type { ApiServer, Parameter, TryItEnvironment } from '../../../../src/shared/site-model.js';
import { parameterKey, placeOf } from '../request.js';

/** A labelled input or select of the console, with an optional hint under it. */
export function Field({
  label,
  required = false,
  hint,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  hint?: string;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-required'?: true }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="try-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="try-required" aria-hidden="true">
            {' '}
            required
          </span>
        )}
      </label>
      {children({ id, ...(hint ? { 'aria-describedby': `${id}-hint` } : {}), ...(required ? { 'aria-required': true } : {}) })}
      {hint && (
        <span id={`${id}-hint`} className="try-hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** A text field, or a select of `options` (with "not sent" first when `optional`). */
export function Choice({
  value,
  onChange,
  options,
  optional,
  props,
  secret = false,
  placeholder,
}: {
  value: string;
  onChange: (v: string) => void;
  options?: string[];
  optional?: boolean;
  props: object;
  secret?: boolean;
  placeholder?: string;
}) {
  if (options && options.length > 0) {
    return (
      <select {...props} value={value} onChange={(e) => onChange(e.target.value)}>
        {optional && <option value="">(not sent)</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...props}
      type={secret ? 'password' : 'text'}
      autoComplete="off"
      spellCheck={false}
      value={value}
      placeholder={placeholder}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The environment the console and the samples use (pamdocs.yaml `tryIt.environments`). */
export function EnvironmentField({
  environments,
  chosen,
  choose,
}: {
  environments: TryItEnvironment[];
  chosen: string;
  choose: (name: string) => void;
}) {
  return (
    <Field label="Environment" hint="Its server, variables and values; the credentials are kept apart per environment.">
      {(props) => (
        <select {...props} value={chosen} onChange={(e) => choose(e.target.value)}>
          {environments.map((e) => (
            <option key={e.name} value={e.name}>
              {e.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The server the request goes to (a select when the API has several) and its URL's variables. */
export function ServerFields({
  servers,
  chosen,
  variables,
  choose,
  vary,
}: {
  servers: ApiServer[];
  chosen: number;
  variables: Readonly<Record<string, string>>;
  choose: (i: number) => void;
  vary: (name: string, value: string) => void;
}) {
  const server = servers[chosen]!;
  return (
    <fieldset className="try-group">
      <legend>Server</legend>
      {servers.length > 1 ? (
        <Field label="Server URL">
          {(props) => (
            <select {...props} value={chosen} onChange={(e) => choose(Number(e.target.value))}>
              {servers.map((s, i) => (
                <option key={i} value={i}>
                  {s.name ? `${s.name}: ` : ''}
                  {s.url}
                  {s.description ? ` (${s.description})` : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <p className="try-note">
          {server.name && `${server.name}: `}
          <code>{server.url}</code>
          {server.description && ` (${server.description})`}
        </p>
      )}
      {server.variables.map((v) => (
        <Field key={v.name} label={v.name} {...(v.description ? { hint: v.description } : {})}>
          {(props) => (
            <Choice props={props} value={variables[v.name] ?? v.default} options={v.enum} onChange={(value) => vary(v.name, value)} />
          )}
        </Field>
      ))}
    </fieldset>
  );
}

/** What a location's fields are called. */
const PLACES: [Parameter['in'], string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['querystring', 'Query string'],
  ['header', 'Headers'],
  ['cookie', 'Cookies'],
];

/** A field per parameter, by location; an enum's values as a select. */
export function ParameterFields({
  parameters,
  values,
  set,
}: {
  parameters: Parameter[];
  values: Readonly<Record<string, string>>;
  set: (key: string, value: string) => void;
}) {
  return (
    <>
      {PLACES.map(([place, title]) => {
        const here = parameters.filter((p) => p.in === place);
        if (here.length === 0) return null;
        return (
          <fieldset key={place} className="try-group">
            <legend>{title}</legend>
            {here.map((p) => {
              const required = p.in === 'path' || p.required;
              const options = p.schema.enum?.flatMap((v) => (v === null || typeof v === 'object' ? [] : [String(v)]));
              return (
                <Field key={p.name} label={p.name} required={required} hint={p.in === 'querystring' ? placeOf(p) : p.schema.type}>
                  {(props) => (
                    <Choice
                      props={props}
                      value={values[parameterKey(p)] ?? ''}
                      options={options}
                      optional={!required}
                      {...(p.schema.default !== undefined ? { placeholder: `default ${JSON.stringify(p.schema.default)}` } : {})}
                      onChange={(value) => set(parameterKey(p), value)}
                    />
                  )}
                </Field>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
