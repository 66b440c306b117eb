import { formatDateEnGb, formatTimeEnGb } from '@academy/shared';
import type { EmailParams, SiteConfig } from '@academy/shared';

// Template params of the two e-mails sent after an application is stored.

export interface ApplicationEmailFacts {
  applicationNumber: string;
  name: string;
  email: string;
  position: string;
  expertIn: string;
  level: string;
  yoe: string;
}

/** When the visitor came straight to the form rather than through an opening's "Apply Now". */
export const ANY_POSITION = 'Trainer or Client Coordinator';

/** To the applicant: their number, the position applied for, and how to reach us. */
export function applicantEmailParams(facts: ApplicationEmailFacts, config: Pick<SiteConfig, 'product' | 'supportPhone' | 'supportEmail'>): EmailParams {
  const greeting = facts.name ? `Dear ${facts.name},` : 'Hello,';
  return {
    email: facts.email,
    subject: `Your application ${facts.applicationNumber} to ${config.product}`,
    applicationNumber: facts.applicationNumber,
    position: facts.position,
    body:
      `${greeting}\n\nThank you for applying for the position of ${facts.position} at ${config.product}. ` +
      `Your application number is ${facts.applicationNumber}; please quote it when you contact us. ` +
      'Our team will review your application and get in touch if your profile matches the role.',
    contactInfo: `Phone: ${config.supportPhone} | E-mail: ${config.supportEmail}`,
  };
}

/** To the academy: who applied, for what, with how much experience, and when. */
export function teamEmailParams(facts: ApplicationEmailFacts, now: Date): EmailParams {
  const name = facts.name || '(not given)';
  const date = formatDateEnGb(now);
  const time = formatTimeEnGb(now);
  return {
    subject: `New application ${facts.applicationNumber} (${facts.position})`,
    applicationNumber: facts.applicationNumber,
    name,
    email: facts.email,
    position: facts.position,
    yoe: facts.yoe,
    date,
    time,
    body:
      `Application number: ${facts.applicationNumber}\n` +
      `Name: ${name}\n` +
      `E-mail: ${facts.email}\n` +
      `Position: ${facts.position}\n` +
      `Expert in: ${facts.expertIn} (${facts.level})\n` +
      `Years of experience: ${facts.yoe}\n` +
      `Date: ${date}\n` +
      `Time: ${time}`,
  };
}
