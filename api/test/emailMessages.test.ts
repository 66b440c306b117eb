import type { ApplicationRecord, RegistrationRecord } from '@academy/contracts/records';
import { applicationEmails, registrationEmails } from '../src/email/emailMessages';
import { readEmailSettings } from '../src/email/emailSettings';

// The server's e-mails carry the templates and parameters the browser used to send.

const { messages } = readEmailSettings({});
const office = { note: '', consent: null, erasedAt: null, emails: [] };
const registration: RegistrationRecord = {
  registrationNumber: 'GFI10042',
  receivedAt: '2026-11-21T09:00:05.000Z',
  course: 'Abacus',
  parentName: 'Meera Iyer',
  childName: 'Anu',
  age: '8',
  address: 'Pune',
  countryCode: '91',
  mobileNumber: '9876543210',
  email: 'meera@example.com',
  referralCode: '',
  status: 'new',
  ...office,
};
const application: ApplicationRecord = {
  applicationNumber: 'TGFI142',
  receivedAt: '2026-11-21T18:45:00.000Z',
  name: 'Ravi Kumar',
  mobileNumber: '919876543210',
  email: 'ravi@example.com',
  expertIn: 'Chess',
  level: 'Advanced',
  yearsOfExperience: '4',
  position: 'Chess Trainer',
  status: 'new',
  ...office,
};

test('a registration sends its confirmation, with the link to pick a demo time, to the person and its notification to the academy, dated in India', () => {
  const [confirmation, notification] = registrationEmails(registration, messages);
  expect(confirmation).toEqual({
    purpose: 'confirmation',
    templateId: 'template_registration_registrant',
    params: {
      email: 'meera@example.com',
      subject: 'Your registration with GFI Academy is successful!',
      body:
        'Thank you for registering for Abacus with GFI Academy. Your registration number is GFI10042. Please keep it for ' +
        'future reference.\n\nPick a time for your free demo class: http://localhost:3000/demo/{demo-token}\n' +
        'If no time suits you, our team will call you to arrange one.',
      demoLink: 'http://localhost:3000/demo/{demo-token}',
      whatsapp: 'Chat with us on WhatsApp: https://wa.me/919876543210',
      contactInfo: 'Phone: +91 98765 43210 | E-mail: support@gfi-academy.example',
    },
  });
  expect(notification?.templateId).toBe('template_registration_team');
  expect(notification?.params).toEqual({
    subject: 'New registration GFI10042 (Abacus)',
    body: 'E-mail: meera@example.com\nRegistration number: GFI10042\nCourse: Abacus\nDate: 21/11/2026\nTime: 02:30 PM',
  });
});

test('an application names the position; its notification is dated on the next day in India after 18:30 UTC', () => {
  const [confirmation, notification] = applicationEmails(application, messages);
  expect(confirmation?.params).toMatchObject({
    email: 'ravi@example.com',
    subject: 'Your application TGFI142 to GFI Academy',
    applicationNumber: 'TGFI142',
    position: 'Chess Trainer',
  });
  expect(confirmation?.params.body).toMatch(
    /^Dear Ravi Kumar,\n\nThank you for applying for the position of Chess Trainer at GFI Academy\./,
  );
  expect(notification?.params).toMatchObject({ name: 'Ravi Kumar', yoe: '4', date: '22/11/2026', time: '12:15 AM' });
  expect(notification?.params.body).toContain('Expert in: Chess (Advanced)\nYears of experience: 4\nDate: 22/11/2026\nTime: 12:15 AM');
});

test('a deployment names its own config file, and the private key and endpoint come from the environment', () => {
  const settings = readEmailSettings({ EMAILJS_PRIVATE_KEY: ' secret ', EMAILJS_ORIGIN: 'http://127.0.0.1:9/' });
  expect(settings.endpoint).toEqual({
    origin: 'http://127.0.0.1:9',
    serviceId: 'service_local',
    publicKey: 'local-public-key',
    privateKey: 'secret',
  });
  const account = readEmailSettings({ EMAILJS_SERVICE_ID: 'service_live', EMAILJS_PUBLIC_KEY: 'pk_live' }).endpoint;
  expect([account.serviceId, account.publicKey]).toEqual(['service_live', 'pk_live']);
  expect(() => readEmailSettings({ SITE_CONFIG: '/nonexistent/config.json' })).toThrow(/SITE_CONFIG names \/nonexistent\/config.json/);
});
