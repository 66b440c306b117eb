export { theme, media, pageGutter } from './theme/theme';
export { KNIGHT_PATH } from '@academy/contracts/logo-mark';
export { defaultConfig, fallbackConfig, loadConfig, type SiteConfig, type EmailConfig } from './config/siteConfig';
export { useConfig } from './config/ConfigContext';
export { apiClient, apiErrorMessage, apiFieldErrors, failureStatus, isNetworkFailure } from './api/client';
export { getKept, offlineAsOfMessage, type Kept, type KeptStorage, type ReadAnswer } from './api/keptCopy';
export { useClock } from './clock/ClockContext';
export { useTimedMessage } from './clock/useTimedMessage';
export { AppProviders } from './app/AppProviders';
export { Button, ButtonLink, buttonStyles, type ButtonVariant } from './ui/Button';
export { Spinner, LoadingBlock } from './ui/Spinner';
export { EmptyState } from './ui/EmptyState';
export { Toast } from './ui/Toast';
export { OfflineAsOf } from './ui/OfflineAsOf';
export { Dialog } from './ui/Dialog';
export { ShareDialog } from './ui/ShareDialog';
export { raisedCard, raisedPanel, textButtonStyles } from './ui/surface';
export { FormCard, FormHeading, FormNote, FormActions, FormFailure } from './ui/FormCard';
export { IntroFormPage } from './ui/IntroFormPage';
export { privacyNotice } from './privacy/privacyNotice';
export { PrivacyNoticeSections } from './privacy/PrivacyNoticeSections';
// The rules without their schemas: the schemas carry zod, so they load with the forms that use
// them, from '@academy/shared/rules', and not with every page.
export * from '@academy/contracts/rules/constants';
export * from '@academy/contracts/rules/isPlainObject';
export * from '@academy/contracts/rules/validators';
export * from '@academy/contracts/rules/formErrors';
export type { RegistrationInput, ApplicationInput, PrivacyRequestInput } from '@academy/contracts/rules/schemas';
// The seed's sample certificates, known by id (docs/decisions/achievement-certificates.md).
export { isSampleCertificate } from '@academy/contracts/sample-achievements';
export * from './catalogue';
export * from './forms';
export * from './email';
export * from './dates';
export * from './seo';
