import { sendTemplateEmail, type EmailConfig, type EmailParams } from '@academy/shared';

/** The course request to the site owner (first send; its failure is shown to the visitor). */
export function sendOwnerNotification(email: EmailConfig, params: EmailParams): Promise<void> {
  return sendTemplateEmail(email, 'courseRequestOwner', params);
}
