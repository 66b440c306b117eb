import type { ApplicationRecord, RegistrationRecord } from '@academy/contracts/records';
import { istDate, istTime } from '@academy/contracts/time';
import { DEMO_PATHS } from '@academy/contracts/records/api-paths';
import type { NewEmail } from './emailQueue';
import { DEMO_TOKEN_MARK } from '../demos/demoToken';

// The two e-mails of a registration and of an application: the confirmation to the person and
// the notification to the academy, with the templates and parameters the site's EmailJS account
// expects (the same the browser used to send).

/** What the messages say about the academy, and which EmailJS templates carry them. */
export interface MessageSettings {
  product: string;
  /** The site's and the API's addresses, for the links an e-mail carries (the demo page, its calendar file). */
  siteUrl: string;
  apiBaseUrl: string;
  supportPhone: string;
  supportEmail: string;
  messaging: { label: string; href: string };
  templates: {
    registrationRegistrant: string;
    registrationTeam: string;
    applicationApplicant: string;
    applicationTeam: string;
  };
}

/** 'DD/MM/YYYY' and 'hh:mm AM' in India, as the academy reads its notifications. */
const dateOf = (instant: string): string => istDate(instant);
const timeOf = (instant: string): string => istTime(instant);

const contactInfo = (s: MessageSettings): string => `Phone: ${s.supportPhone} | E-mail: ${s.supportEmail}`;

export function registrationEmails(record: RegistrationRecord, s: MessageSettings): NewEmail[] {
  const { registrationNumber: number, course, email, receivedAt } = record;
  // The token is filled in when the e-mail is sent (demos/demoToken.ts), so a registration sent
  // from the offline queue, or a parent who closed the page before picking, can still book.
  const demoLink = `${s.siteUrl.replace(/\/+$/, '')}${DEMO_PATHS.page}/${DEMO_TOKEN_MARK}`;
  return [
    {
      purpose: 'confirmation',
      templateId: s.templates.registrationRegistrant,
      params: {
        email,
        subject: `Your registration with ${s.product} is successful!`,
        body:
          `Thank you for registering for ${course} with ${s.product}. ` +
          `Your registration number is ${number}. Please keep it for future reference.\n\n` +
          `Pick a time for your free demo class: ${demoLink}\n` +
          'If no time suits you, our team will call you to arrange one.',
        demoLink,
        whatsapp: `Chat with us on ${s.messaging.label}: ${s.messaging.href}`,
        contactInfo: contactInfo(s),
      },
    },
    {
      purpose: 'notification',
      templateId: s.templates.registrationTeam,
      params: {
        subject: `New registration ${number} (${course})`,
        body:
          `E-mail: ${email}\n` +
          `Registration number: ${number}\n` +
          `Course: ${course}\n` +
          `Date: ${dateOf(receivedAt)}\n` +
          `Time: ${timeOf(receivedAt)}`,
      },
    },
  ];
}

export function applicationEmails(record: ApplicationRecord, s: MessageSettings): NewEmail[] {
  const { applicationNumber: number, email, position, receivedAt } = record;
  const greeting = record.name ? `Dear ${record.name},` : 'Hello,';
  const name = record.name || '(not given)';
  const date = dateOf(receivedAt);
  const time = timeOf(receivedAt);
  return [
    {
      purpose: 'confirmation',
      templateId: s.templates.applicationApplicant,
      params: {
        email,
        subject: `Your application ${number} to ${s.product}`,
        applicationNumber: number,
        position,
        body:
          `${greeting}\n\nThank you for applying for the position of ${position} at ${s.product}. ` +
          `Your application number is ${number}; please quote it when you contact us. ` +
          'Our team will review your application and get in touch if your profile matches the role.',
        contactInfo: contactInfo(s),
      },
    },
    {
      purpose: 'notification',
      templateId: s.templates.applicationTeam,
      params: {
        subject: `New application ${number} (${position})`,
        applicationNumber: number,
        name,
        email,
        position,
        yoe: record.yearsOfExperience,
        date,
        time,
        body:
          `Application number: ${number}\n` +
          `Name: ${name}\n` +
          `E-mail: ${email}\n` +
          `Position: ${position}\n` +
          `Expert in: ${record.expertIn} (${record.level})\n` +
          `Years of experience: ${record.yearsOfExperience}\n` +
          `Date: ${date}\n` +
          `Time: ${time}`,
      },
    },
  ];
}
