/**
 * Errors that are not content problems. Content problems are never thrown:
 * they are diagnostics (`./diagnostics.ts`).
 */

/**
 * A problem with how pamdocs was called, not with the content: a missing
 * content folder, an output folder pamdocs may not replace, a port that
 * cannot be bound. The CLI prints its message and exits with code 2.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}
