import { sendTemplateEmail } from '@academy/shared';
import type { EmailConfig, EmailParams } from '@academy/shared';

/** The course request to the site owner (first send; its failure is shown to the visitor). */
export function sendOwnerNotification(email: EmailConfig, params: EmailParams): Promise<void> {
  return sendTemplateEmail(email, 'courseRequestOwner', params);
}
