import { formatDateEnGb, formatTimeEnGb } from '@academy/shared';
import type { EmailParams, SiteConfig } from '@academy/shared';

// Template params of the two registration e-mails.

export interface RegistrationEmailFacts {
  email: string;
  course: string;
  registrationNumber: string;
}

/** To the registrant: their course and number, how to reach us on the messaging app, and contacts. */
export function registrantEmailParams(facts: RegistrationEmailFacts, config: Pick<SiteConfig, 'product' | 'supportPhone' | 'supportEmail' | 'messaging'>): EmailParams {
  return {
    email: facts.email,
    subject: `Your registration with ${config.product} is successful!`,
    body:
      `Thank you for registering for ${facts.course} with ${config.product}. ` +
      `Your registration number is ${facts.registrationNumber}. Please keep it for future reference; ` +
      'our team will contact you soon to schedule the first class.',
    whatsapp: `Chat with us on ${config.messaging.label}: ${config.messaging.href}`,
    contactInfo: `Phone: ${config.supportPhone} | E-mail: ${config.supportEmail}`,
  };
}

/** To the team: who registered, with which number, and when. */
export function teamEmailParams(facts: RegistrationEmailFacts, now: Date): EmailParams {
  return {
    subject: `New registration ${facts.registrationNumber} (${facts.course})`,
    body:
      `E-mail: ${facts.email}\n` +
      `Registration number: ${facts.registrationNumber}\n` +
      `Course: ${facts.course}\n` +
      `Date: ${formatDateEnGb(now)}\n` +
      `Time: ${formatTimeEnGb(now)}`,
  };
}
