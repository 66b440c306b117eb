import { defaultConfig } from '@academy/shared';
import { registrantEmailParams, teamEmailParams } from './registrationEmails';

const facts = { email: 'meera@example.com', course: 'Abacus', registrationNumber: 'GFI10042' };

test('the registrant gets their course and number, the messaging link and our contacts', () => {
  const params = registrantEmailParams(facts, defaultConfig);
  expect(Object.keys(params).sort()).toEqual(['body', 'contactInfo', 'email', 'subject', 'whatsapp']);
  expect(params.email).toBe('meera@example.com');
  expect(params.body).toContain('Abacus');
  expect(params.body).toContain('GFI10042');
  expect(params.whatsapp).toContain(defaultConfig.messaging.href);
  expect(params.contactInfo).toContain(defaultConfig.supportPhone);
  expect(params.contactInfo).toContain(defaultConfig.supportEmail);
});

test('the team gets the e-mail, number, date and time, and no recipient', () => {
  const params = teamEmailParams(facts, new Date(2026, 10, 21, 14, 30, 5));
  expect(Object.keys(params).sort()).toEqual(['body', 'subject']);
  expect(params.body).toContain('meera@example.com');
  expect(params.body).toContain('GFI10042');
  expect(params.body).toContain('21/11/2026');
  expect(params.body).toContain('14:30:05');
});
