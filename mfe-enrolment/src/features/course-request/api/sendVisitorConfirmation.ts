import { sendTemplateEmail } from '@academy/shared';
import type { EmailConfig, EmailParams } from '@academy/shared';

/** The confirmation to the visitor (second send; its failure is not shown). */
export function sendVisitorConfirmation(email: EmailConfig, params: EmailParams): Promise<void> {
  return sendTemplateEmail(email, 'courseRequestVisitor', params);
}
