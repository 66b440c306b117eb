import { PRIVACY_NOTICE_VERSION, RETENTION_DEFAULTS } from '@academy/contracts/rules/constants';
import type { SiteConfig } from '../config/siteConfig';

// The privacy notice: what the site collects about a child, a parent and a job applicant, why,
// for how long, who else sees it, and the rights to access, correction, erasure and grievance.
// The academy's own details come from config.json. The shell's /privacy shows it with the request
// form; the forms' consent boxes open it in a dialog (PrivacyNoticeLink), so it lives here.

/** "24 November 2026" from the notice's version (YYYY-MM-DD). */
function noticeDate(version: string): string {
  const [year, month, day] = version.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const privacyNotice = {
  title: 'Privacy Notice',
  intro: (product: string) =>
    `${product} teaches children and teens. This notice says what we collect about your child and about you, why, ` +
    'how long we keep it, who else sees it, and how you can see, correct or erase it. We follow India’s Digital ' +
    'Personal Data Protection Act, 2023 and its Rules.',
  version: `Version ${PRIVACY_NOTICE_VERSION}, in effect from ${noticeDate(PRIVACY_NOTICE_VERSION)}.`,
  sections: [
    {
      id: 'what-we-collect',
      title: 'What we collect, and why',
      items: [
        'When you register a child: the course, your name, your child’s name and age, your address, country code, mobile number and e-mail, and a referral code if you have one. We use them to arrange a free demo class, to contact you about the course and to run the classes.',
        'When you register a child we also keep when you gave your consent as the child’s parent or legal guardian, and to which version of this notice.',
        'When you apply for a job: your name, mobile number and e-mail, your field, level and years of experience. We use them only to consider your application and to contact you about it.',
        'When you ask us about a course or about your data: your e-mail and what you asked, to answer you.',
        'We do not use your child’s data for advertising, we do not track children’s behaviour, and we do not sell any personal data.',
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      items: [
        `A registration is kept for ${RETENTION_DEFAULTS.registrationMonths} months from the day it was made, unless your child enrols with us; then it is kept while your child studies with us. After that its personal details are erased, and only the registration number, date, course and status remain.`,
        `A job application is kept for ${RETENTION_DEFAULTS.applicationMonths} months from the day it was sent, then its personal details are erased in the same way.`,
        'You can ask us to erase your data sooner (see your rights below).',
      ],
    },
    {
      id: 'who-sees-it',
      title: 'Who else sees it',
      items: [
        'Our staff, who arrange classes and review applications.',
        'Our e-mail service, which delivers the confirmation e-mails we send you and the notices we send ourselves. It receives only what each e-mail contains.',
        'No one else, unless the law requires it.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      items: [
        'Access: ask for a copy of everything we hold about you or your child.',
        'Correction: ask us to correct anything that is wrong or out of date.',
        'Erasure: ask us to erase your or your child’s personal details; you may withdraw your consent at any time, which does not affect what was done before.',
        'Grievance: complain to our grievance officer about how we handle your data, and, if you are not satisfied with the answer, to the Data Protection Board of India.',
        'Use the request form on the notice’s page, or write to our grievance officer. Before we act on a request, a member of our team checks that it comes from you.',
      ],
    },
  ],
  officerTitle: 'Grievance officer',
  officer: (config: Pick<SiteConfig, 'privacy' | 'product'>) => ({
    name: config.privacy.officerName,
    email: config.privacy.officerEmail,
    role: `Grievance officer, ${config.product}`,
  }),
  requestFormLabel: 'Privacy request form',
  /** The dialog's way to the whole page, which has the request form. */
  fullPageLink: 'Open the notice on its own page, with the request form',
  newTab: '(opens in a new tab)',
};
