/** Ordered steps shown as a numbered vertical chain (data flows, user journeys). */
export function StepChain({ steps, label }: { steps: string[]; label: string }) {
  return (
    <ol className="chain" aria-label={label}>
      {steps.map((s, i) => (
        <li key={i}>{s}</li>
      ))}
    </ol>
  );
}
