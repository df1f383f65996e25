/** Shown while the first route's data loads. */
export function Loading() {
  return (
    <p className="loading" role="status">
      Loading…
    </p>
  );
}
