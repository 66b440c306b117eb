export {
  sendEmail,
  sendTemplateEmail,
  emailOptionsFromConfig,
  browserStorage,
  EmailSendError,
  type EmailParams,
  type EmailStorage,
  type EmailTemplate,
  type SendEmailOptions,
} from './sendEmail';
export { useEmailSender } from './useEmailSender';
