/**
 * React's error #419: a Suspense boundary that the server rendered as its fallback (a remote
 * section cannot be loaded in the prerender) switches to client rendering. That is by design,
 * not a mismatch; every other recoverable error (#418 text mismatch, …) is still reported.
 */
export function isExpectedRecoverableError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Minified React error #419|switched to client rendering because the server rendering (errored|aborted)/.test(message);
}
