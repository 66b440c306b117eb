export { theme, media, pageGutter } from './theme/theme';
export { KNIGHT_PATH } from '@academy/contracts/logo-mark';
export { defaultConfig, fallbackConfig, loadConfig, type SiteConfig, type EmailConfig, type LegalIdentity } from './config/siteConfig';
export { legalLines } from './config/legalLines';
export { useConfig } from './config/ConfigContext';
export { apiClient, apiErrorMessage, apiFieldErrors, failureStatus, isNetworkFailure } from './api/client';
export { getKept, offlineAsOfMessage, type Kept, type KeptStorage, type ReadAnswer } from './api/keptCopy';
export { useFees } from './fees/useFees';
export { FeeReassurance } from './fees/FeeReassurance';
export { isInstant, isRecord } from './api/bodyChecks';
export {
  FEE_NOT_PUBLISHED,
  REFUND_POLICY,
  feeDetails,
  feeFrom,
  feePrice,
  feeSummary,
  formatInr,
} from '@academy/contracts/records/public-fees';
export { useNearViewport } from './viewport/useNearViewport';
export { useClock } from './clock/ClockContext';
export { useTimedMessage } from './clock/useTimedMessage';
export { AppProviders } from './app/AppProviders';
export { Button, ButtonLink, buttonStyles, type ButtonVariant } from './ui/Button';
export { Spinner, LoadingBlock } from './ui/Spinner';
export { EmptyState } from './ui/EmptyState';
export { Toast } from './ui/Toast';
export { OfflineAsOf } from './ui/OfflineAsOf';
export { useMediaQuery } from './ui/useMediaQuery';
export { Dialog } from './ui/Dialog';
export { ShareDialog } from './ui/ShareDialog';
export { raisedCard, raisedPanel, textButtonStyles } from './ui/surface';
export { FormCard, FormHeading, FormNote, FormActions, FormFailure } from './ui/FormCard';
export { IntroFormPage } from './ui/IntroFormPage';
// The rules without their schemas: the schemas carry zod, so they load with the forms that use
// them, from '@academy/shared/rules', and not with every page.
export * from '@academy/contracts/rules/constants';
export * from '@academy/contracts/rules/isPlainObject';
export * from '@academy/contracts/rules/validators';
export * from '@academy/contracts/rules/formErrors';
export type { RegistrationInput, ApplicationInput, PrivacyRequestInput } from '@academy/contracts/rules/schemas';
export * from './catalogue';
export * from './forms';
export * from './email';
export * from './dates';
export * from './seo';
