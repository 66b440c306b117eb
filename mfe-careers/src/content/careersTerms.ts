// The careers variant of the terms dialog, reached from the application form's terms checkbox.

export interface TermsSection {
  heading: string;
  points: readonly string[];
}

export const CAREERS_TERMS_TITLE = 'Terms & Conditions for Applicants';

export const CAREERS_TERMS_INTRO =
  'These terms apply to everyone who applies for, or works in, a role with the academy as a trainer or client coordinator. By ticking the box on the application form you confirm that you have read and accept them.';

export const CAREERS_TERMS: readonly TermsSection[] = [
  {
    heading: 'Roles and engagement',
    points: [
      'Trainers teach live online classes to children and teens and prepare each session in advance; client coordinators look after parents, demo bookings and class schedules.',
      'Roles are offered full time or part time, remotely or, for client coordinators, in person, as stated in the opening. The hours, batches and start date are agreed in writing before you begin.',
      'The details you give in your application must be true and complete, and your mobile number must include its country code so that we can reach you.',
    ],
  },
  {
    heading: 'Professional conduct',
    points: [
      'You treat students, parents and colleagues with respect, join every session on time and tell us at least 24 hours ahead if you cannot take a class.',
      'You never contact students directly outside the academy’s channels, never share personal contact details with a minor, and keep a parent or guardian informed of any concern about a child.',
      'Harassment, discrimination or unsafe behaviour of any kind ends the engagement at once.',
    ],
  },
  {
    heading: 'Confidentiality and data protection',
    points: [
      'Student names, ages, contact details, progress reports and recordings are confidential. You use them only to deliver classes and never copy, store or share them outside the academy’s systems.',
      'Business information such as fees, schedules, curricula and client lists stays confidential during the engagement and after it ends.',
      'We keep the data in your application only to assess it and to contact you, and we delete it on request.',
    ],
  },
  {
    heading: 'Intellectual property',
    points: [
      'Lesson plans, worksheets, puzzles, videos and other material you create for the academy’s classes belong to the academy and may be used in its courses.',
      'Academy material given to you may be used only in academy classes; it may not be published, sold or used to teach elsewhere.',
      'You keep the rights to material you created before joining, and you confirm that anything you bring does not infringe anyone else’s rights.',
    ],
  },
  {
    heading: 'Compensation',
    points: [
      'Pay is agreed in writing before you start, per class or per month depending on the role, and is paid monthly in arrears in INR or as otherwise agreed.',
      'Classes cancelled by the academy with less than 24 hours’ notice are paid in full; classes missed by the trainer without notice are not paid.',
      'You are responsible for your own taxes unless you are employed on the academy’s payroll.',
    ],
  },
  {
    heading: 'Selection and evaluation',
    points: [
      'Shortlisted applicants are invited to an interview and, for trainers, a demo class. Applying does not guarantee an offer.',
      'Performance is reviewed regularly from class observations, parent feedback and student progress, and the results are shared with you.',
      'Either side may end the engagement with 15 days’ written notice, or at once for a serious breach of these terms.',
    ],
  },
  {
    heading: 'Limitation of liability',
    points: [
      'You provide your own device, internet connection and workspace, and the academy is not liable for their loss, damage or failure.',
      'The academy is not liable for indirect or consequential losses arising from an application or an engagement; nothing in these terms limits liability that cannot be limited by law.',
      'These terms are governed by the laws of India and the courts of Pune have jurisdiction. We may update them and will tell engaged staff of any change in writing.',
    ],
  },
];
