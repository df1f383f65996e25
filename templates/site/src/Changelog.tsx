import type { ChangelogPage } from '../../../src/shared/page-protocol.js';
import type { ApiChangelog, ChangedOperation, ChangelogChange, ChangelogStep } from '../../../src/shared/site-model.js';
import { useData, useIndex } from './data.js';
import { ErrorScreen } from './ErrorScreen.js';
import { Link } from './routing.js';
import { Loading } from './Loading.js';
import { MethodBadge } from './MethodBadge.js';
import { Text } from './Text.js';
import { useBatches } from './useBatches.js';
import { useDocumentTitle } from './useDocumentTitle.js';

/** Steps (pairs of versions) per commit (see {@link useBatches}). */
const STEPS_PER_COMMIT = 2;

/** An element id made of `parts`: what is not a letter, digit, `_` or `-` becomes `-`. */
const idOf = (...parts: string[]): string => `changelog-${parts.join('-').replace(/[^\w-]/g, '-')}`;

/** A version as a sentence names it: `version 2` for `2`, `v2` as it is. */
const versionName = (version: string): string => (/^\d/.test(version) ? `version ${version}` : version);

/** What a change's severity means to a reader: its badge, or none for a change that breaks nothing. */
const BADGE: Record<ChangelogChange['severity'], string | null> = { error: 'Breaking', warning: 'May break', note: null };

/** One change of an operation, its badge first. */
function Change({ change }: { change: ChangelogChange }) {
  const badge = BADGE[change.severity];
  return (
    <li className={`changelog-change is-${change.severity}`} data-rule={change.rule}>
      {badge && (
        <>
          <span className={`change-badge change-${change.severity}`}>{badge}</span>
          <span className="sr-only">:</span>{' '}
        </>
      )}
      <Text>{change.message}</Text>
    </li>
  );
}

/** An operation that changed: a link to its card (in the version that has it), and its changes. */
function Operation({ operation }: { operation: ChangedOperation }) {
  const name = (
    <>
      <MethodBadge method={operation.method} />
      <span className="sr-only">{operation.method} </span>
      <code className="ep-path">{operation.path}</code>
    </>
  );
  return (
    <li className="changelog-op">
      <p className="changelog-op-head">
        {operation.href ? (
          <Link to={operation.href} className="changelog-op-link">
            {name}
          </Link>
        ) : (
          <span className="changelog-op-link">{name}</span>
        )}
        <span className="muted">in {versionName(operation.version)}</span>
      </p>
      <ul className="changelog-changes">
        {operation.changes.map((change, i) => (
          <Change key={i} change={change} />
        ))}
      </ul>
    </li>
  );
}

/** What changed from one version to the next: a heading, a count, and the operations. */
function Step({ api, step }: { api: string; step: ChangelogStep }) {
  const id = idOf(api, step.from, step.to);
  const changes = step.operations.reduce((n, op) => n + op.changes.length, 0);
  return (
    <section className="changelog-step" aria-labelledby={id}>
      <h3 id={id}>
        {step.from} <span aria-hidden="true">→</span>
        <span className="sr-only">to</span> {step.to}
      </h3>
      {changes === 0 ? (
        <p className="muted">No change to the operations.</p>
      ) : (
        <p className="changelog-count">
          {changes} {changes === 1 ? 'change' : 'changes'} of {step.operations.length}{' '}
          {step.operations.length === 1 ? 'operation' : 'operations'}
          {step.breaking > 0 && (
            <>
              , <strong className="changelog-breaking">{step.breaking} breaking</strong>
            </>
          )}
        </p>
      )}
      {step.operations.length > 0 && (
        <ul className="changelog-ops">
          {step.operations.map((op) => (
            <Operation key={`${op.method} ${op.path}`} operation={op} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The changelog route (docs/guides/site.md, The changelog): for each API listed in
 * several versions, what changed from each version to the next, newest
 * first, breaking changes marked; steps are added a few per frame.
 */
export function Changelog() {
  const index = useIndex();
  const data = useData<ChangelogPage>('changelog', index.assets.changelog ?? null, true);
  useDocumentTitle(`Changelog · ${index.hero.siteTitle}`);
  const apis: ApiChangelog[] = data.value?.apis ?? [];
  const total = apis.reduce((n, api) => n + api.steps.length, 0);
  const count = useBatches('changelog', total, STEPS_PER_COMMIT);
  if (data.error) return <ErrorScreen error={data.error} />;
  if (!data.value) return <Loading />;
  let left = count;
  return (
    <>
      <header className="page-head">
        <h1>Changelog</h1>
        <p className="lead">
          What changed from each version of {apis.length === 1 ? 'the API' : 'each API'} to the next, newest first. A breaking change breaks
          clients written against the earlier version.
        </p>
      </header>
      {apis.map((api) => {
        const steps = api.steps.slice(0, Math.max(0, left));
        left -= steps.length;
        return (
          <section key={api.api} className="changelog-api" aria-labelledby={idOf(api.api)}>
            <h2 id={idOf(api.api)}>{api.title}</h2>
            {steps.map((step) => (
              <Step key={`${step.from}\0${step.to}`} api={api.api} step={step} />
            ))}
          </section>
        );
      })}
    </>
  );
}
