/**
 * The Try it button of an endpoint card (pamdocs.yaml `tryIt`): a
 * disclosure that opens the endpoint's console, from the console script
 * (`./console-script.tsx`), loaded the first time a reader opens one (and
 * fetched ahead when the pointer or focus reaches the button). The console
 * keeps what the reader typed while it is closed again.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { TRY_IT_KEY } from '../../../../src/shared/page-protocol.js';
import type { Endpoint, SecurityScheme, TryIt as TryItServers, TryItEnvironment } from '../../../../src/shared/site-model.js';
import { getIndex, loadData } from '../data.js';
import { useNear } from '../near.js';
import { useSamplesRuntime } from '../samples.js';
import type { ConsoleScript } from './console-script.js';

/** Loads the console script (once; again after a failure). */
const loadConsole = (): Promise<ConsoleScript> => loadData<ConsoleScript>(TRY_IT_KEY, getIndex().assets.tryIt ?? '');

const LazyConsole = lazy(() => loadConsole().then((script) => ({ default: script.Console })));

/** The button and, once opened, the console of `endpoint`, in `environment` (the reader's choice, shared with the samples). */
export function TryIt({
  endpoint,
  tryIt,
  schemes,
  environment,
  chooseEnvironment,
}: {
  endpoint: Endpoint;
  tryIt: TryItServers;
  schemes: SecurityScheme[];
  environment: TryItEnvironment | undefined;
  chooseEnvironment: (name: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // The console writes its curl and highlights a JSON response with the samples' runtime, shared by every card.
  const runtime = useSamplesRuntime(useNear(root));
  const id = `${endpoint.id}--try-it`;
  const ahead = (): void => void loadConsole().catch(() => undefined);
  return (
    <div className="try-it" ref={root}>
      <button
        type="button"
        className="btn btn-small try-toggle"
        aria-expanded={open}
        {...(opened ? { 'aria-controls': id } : {})}
        onPointerEnter={ahead}
        onFocus={ahead}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        Try it
      </button>
      {opened && (
        <div id={id} hidden={!open}>
          <Suspense fallback={<p className="try-note">Loading the console…</p>}>
            <LazyConsole
              endpoint={endpoint}
              tryIt={tryIt}
              schemes={schemes}
              runtime={runtime}
              environment={environment}
              chooseEnvironment={chooseEnvironment}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
