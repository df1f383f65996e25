import { useSyncExternalStore } from 'react';

/** From this viewport width an endpoint card shows its samples and examples beside its text (docs/guides/site.md, Endpoint cards). */
export const TWO_PANES_QUERY = '(min-width: 1200px)';

let list: MediaQueryList | undefined;
const media = () => (list ??= window.matchMedia(TWO_PANES_QUERY));

function subscribe(listener: () => void): () => void {
  media().addEventListener('change', listener);
  return () => media().removeEventListener('change', listener);
}

/** Whether the viewport is wide enough for two panes; follows resizes. False on the server. */
export function useTwoPanes(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media().matches,
    () => false,
  );
}
