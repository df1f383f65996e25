/**
 * The body of a Try it request: a text editor prefilled with the example,
 * a JSON body checked as the reader types (`./body-check.ts` says what is
 * checked), or for a multipart form one field per part (a file picker for
 * a file part).
 */
import { useId, useMemo } from 'react';
import type { Entity, MediaType, PropertyTree } from '../../../../src/shared/site-model.js';
import { useData, useIndex } from '../data.js';
import { isFile } from '../request.js';
import { checkBody } from './body-check.js';
import { Field } from './Fields.js';

/** Whether `type` is JSON (`application/json`, `application/problem+json`). */
export const isJson = (type: string): boolean => /^[^;]*[/+]json\s*(?:;|$)/i.test(type);

/** Whether the check needs the entities' trees: the body or one of its top-level properties is a reference. */
const refers = (schema: PropertyTree | null): boolean => !!schema && (!!schema.ref || !!schema.properties?.some((p) => p.schema.ref));

/** The problems of JSON body `text` (none for another media type), the entities loaded when the schema refers to one. */
function useProblems(text: string, schema: PropertyTree | null, json: boolean): string[] {
  const assets = useIndex().assets;
  const entities = useData<Entity[]>('entities', json && refers(schema) ? assets.entities : null).value;
  const byId = useMemo(() => new Map((entities ?? []).map((e) => [e.id, e.schema])), [entities]);
  return useMemo(() => (json ? checkBody(text, schema, (entity) => byId.get(entity)) : []), [json, text, schema, byId]);
}

/** The props of {@link BodyEditor}. */
interface BodyProps {
  /** The operation's main media type. */
  media: MediaType;
  required: boolean;
  body: string;
  parts: Readonly<Record<string, string>>;
  setBody: (text: string) => void;
  setPart: (name: string, value: string) => void;
  /** A file part's chosen file, or undefined when unchosen. */
  setFile: (name: string, file: File | undefined) => void;
}

/** A multipart form's parts, one field each. */
function FormParts({ media, parts, setPart, setFile }: BodyProps) {
  return (
    <fieldset className="try-group">
      <legend>Body ({media.contentType})</legend>
      {(media.schema?.properties ?? []).map((p) => (
        <Field key={p.name} label={p.name} required={p.required} hint={p.schema.type}>
          {(props) =>
            isFile(p.schema) ? (
              <input {...props} type="file" onChange={(e) => setFile(p.name, e.target.files?.[0])} />
            ) : (
              <input
                {...props}
                type="text"
                autoComplete="off"
                value={parts[p.name] ?? ''}
                onChange={(e) => setPart(p.name, e.target.value)}
              />
            )
          }
        </Field>
      ))}
    </fieldset>
  );
}

/** A body as text, a JSON one checked as the reader types. */
function TextBody({ media, required, body, setBody }: BodyProps) {
  const id = useId();
  const json = isJson(media.contentType);
  const problems = useProblems(body, media.schema, json);
  return (
    <div className="try-field">
      <label htmlFor={id}>
        Body <code>{media.contentType}</code>
        {required && (
          <span className="try-required" aria-hidden="true">
            {' '}
            required
          </span>
        )}
      </label>
      <textarea
        id={id}
        className="try-body"
        rows={Math.min(Math.max(body.split('\n').length + 1, 4), 18)}
        spellCheck={false}
        autoComplete="off"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={problems.length > 0}
        {...(required ? { 'aria-required': true } : {})}
        {...(json ? { 'aria-describedby': `${id}-check` } : {})}
      />
      {json && (
        <div id={`${id}-check`} className={problems.length > 0 ? 'try-problems' : 'try-hint'} aria-live="polite">
          {problems.length > 0 ? (
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : (
            body.trim() !== '' && 'JSON, and its top-level properties are as the schema says.'
          )}
        </div>
      )}
    </div>
  );
}

/** The body editor: a multipart form's parts, or the body as text. */
export function BodyEditor(props: BodyProps) {
  return props.media.contentType.startsWith('multipart/form-data') ? <FormParts {...props} /> : <TextBody {...props} />;
}
