import { sendTemplateEmail } from '@academy/shared';
import type { EmailConfig, EmailParams } from '@academy/shared';

/** The request to the academy's team (first send; its failure is shown to the visitor). */
export function sendTeamRequest(email: EmailConfig, params: EmailParams): Promise<void> {
  return sendTemplateEmail(email, 'privacyRequestTeam', params);
}

/** The acknowledgement to the visitor (second send; its failure is only logged). */
export function sendVisitorAcknowledgement(email: EmailConfig, params: EmailParams): Promise<void> {
  return sendTemplateEmail(email, 'privacyRequestVisitor', params);
}
