import localConfig from '@academy/contracts/local-config';
import type { MessageSettings } from './emailMessages';

// The messages' settings of the local deployment (its EmailJS templates and contact details),
// used when the server is given none.

export function localMessageSettings(): MessageSettings {
  const { product, supportPhone, supportEmail, messaging, email } = localConfig;
  return {
    product, supportPhone, supportEmail, messaging,
    templates: {
      registrationRegistrant: email.templates.registrationRegistrant,
      registrationTeam: email.templates.registrationTeam,
      applicationApplicant: email.templates.applicationApplicant,
      applicationTeam: email.templates.applicationTeam,
    },
  };
}
