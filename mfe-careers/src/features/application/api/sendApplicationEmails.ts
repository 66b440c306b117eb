import { sendTemplateEmail } from '@academy/shared';
import type { EmailConfig, EmailParams } from '@academy/shared';

/** The applicant's confirmation and the academy's notice, side by side; failures are only logged. */
export async function sendApplicationEmails(email: EmailConfig, applicant: EmailParams, team: EmailParams): Promise<void> {
  const results = await Promise.allSettled([
    sendTemplateEmail(email, 'applicationApplicant', applicant),
    sendTemplateEmail(email, 'applicationTeam', team),
  ]);
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      console.error(`Application e-mail to the ${index === 0 ? 'applicant' : 'academy'} failed:`, result.reason);
    }
  });
}
