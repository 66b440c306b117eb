export { theme, media, pageGutter } from './theme/theme';
export { defaultConfig, fallbackConfig, loadConfig, type SiteConfig, type EmailConfig } from './config/siteConfig';
export { useConfig } from './config/ConfigContext';
export { apiClient, apiErrorMessage, apiFieldErrors, failureStatus, type SheetResponse } from './api/client';
export {
  RETRY_DELAYS_MS, STILL_TRYING_MESSAGE, isNetworkFailure, isRetryable, newIdempotencyKey, postIdempotent,
  type IdempotentAnswer, type IdempotentPostOptions,
} from './api/idempotentPost';
export {
  SAVED_SUBMISSION_REFUSED_MESSAGE, browserIsOffline, flushQueue, indexedDbQueue, offlineQueue, prepareOfflineSend,
  savedOnDeviceMessage, type FlushHandlers,
} from './api/offlineQueue';
export { onSentInBackground, type QueueStorage, type QueuedSubmission } from './api/savedSubmissions';
export { useQueuedSubmissions, type QueuedSubmissionHandlers } from './api/useQueuedSubmissions';
export { getSheetKept, offlineAsOfMessage, type Kept, type KeptStorage } from './api/keptCopy';
export { useClock } from './clock/ClockContext';
export { useTimedMessage } from './clock/useTimedMessage';
export { AppProviders } from './app/AppProviders';
export { Button, ButtonLink, buttonStyles, type ButtonVariant } from './ui/Button';
export { Spinner, LoadingBlock } from './ui/Spinner';
export { EmptyState } from './ui/EmptyState';
export { Toast } from './ui/Toast';
export { OfflineAsOf } from './ui/OfflineAsOf';
export { SavedSubmissionSent, savedSubmissionSentMessage } from './ui/SavedSubmissionSent';
export { Dialog } from './ui/Dialog';
export { ShareDialog } from './ui/ShareDialog';
export { raisedCard, raisedPanel, textButtonStyles } from './ui/surface';
export { FormCard, FormHeading, FormNote, FormActions, FormFailure } from './ui/FormCard';
export { IntroFormPage } from './ui/IntroFormPage';
// The rules without their schemas: the schemas carry zod, so they load with the forms that use
// them, from '@academy/shared/rules', and not with every page.
export * from './rules/constants';
export * from './rules/sheets';
export * from './rules/isPlainObject';
export * from './rules/validators';
export * from './rules/formErrors';
export type { RegistrationInput, ApplicationInput } from './rules/schemas';
export * from './catalogue';
export { mountStandalone, type StandaloneModule } from './app/StandaloneApp';
export * from './forms';
export * from './email';
export * from './dates';
export * from './seo';
