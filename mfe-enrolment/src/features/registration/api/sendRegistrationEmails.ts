import { sendTemplateEmail } from '@academy/shared';
import type { EmailConfig, EmailParams } from '@academy/shared';

/**
 * The registrant's confirmation and the team's notification, sent side by side.
 * Their failures are only logged; the registration already stands.
 */
export async function sendRegistrationEmails(email: EmailConfig, registrant: EmailParams, team: EmailParams): Promise<void> {
  const results = await Promise.allSettled([
    sendTemplateEmail(email, 'registrationRegistrant', registrant),
    sendTemplateEmail(email, 'registrationTeam', team),
  ]);
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      console.error(`Registration e-mail to the ${index === 0 ? 'registrant' : 'team'} failed:`, result.reason);
    }
  });
}
