// Sending the forms' writes so that none is lost or stored twice: one Idempotency-Key per
// submission and retries with it, submissions saved on this device while the connection is down,
// their sending (on the `online` event, on a later visit, by Background Sync) and the notice of
// what was sent. A shared module of its own ('@academy/shared/submissions'): loaded by the forms
// and by the shell once the page has loaded, not with every page's first paint.
export {
  RETRY_DELAYS_MS,
  STILL_TRYING_MESSAGE,
  isRetryable,
  newIdempotencyKey,
  postIdempotent,
  type IdempotentAnswer,
  type IdempotentPostOptions,
} from './idempotentPost';
export {
  SAVED_SUBMISSION_REFUSED_MESSAGE,
  browserIsOffline,
  flushQueue,
  indexedDbQueue,
  offlineQueue,
  prepareOfflineSend,
  savedOnDeviceMessage,
  type FlushHandlers,
} from './offlineQueue';
export { onSentInBackground, type QueueStorage, type QueuedSubmission } from './savedSubmissions';
export { useQueuedSubmissions, type QueuedSubmissionHandlers } from './useQueuedSubmissions';
export { useDurableSubmission, type DurableSubmission, type DurableSubmissionOptions, type PassingRefusal } from './useDurableSubmission';
export { SavedSubmissionSent, savedSubmissionSentMessage } from './SavedSubmissionSent';
