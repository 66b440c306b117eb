import { applicationRecordSchema, registrationRecordSchema } from '@academy/contracts/records';
import type { ApplicationRecord, EmailDelivery, RegistrationRecord } from '@academy/contracts/records';

// Records as the office's calls answer them, for the tests' stubbed API. Each one goes through its
// contract's schema, so a fixture that drifts from the contract fails where it is built.

export function emailDelivery(overrides: Partial<EmailDelivery> = {}): EmailDelivery {
  return {
    purpose: 'confirmation',
    templateId: 'template_confirm',
    state: 'sent',
    attempts: 1,
    sentAt: '2026-11-25T13:31:00.000Z',
    nextAttemptAt: null,
    lastError: null,
    ...overrides,
  };
}

export function registrationRecord(overrides: Partial<RegistrationRecord> = {}): RegistrationRecord {
  return registrationRecordSchema.parse({
    registrationNumber: 'GFI10042',
    receivedAt: '2026-11-25T13:30:00.000Z',
    course: 'Coding',
    parentName: 'Meera Rao',
    childName: 'Arjun',
    age: '9',
    address: 'Pune',
    countryCode: '91',
    mobileNumber: '9876543210',
    email: 'meera@example.com',
    referralCode: '',
    status: 'new',
    note: '',
    consent: { at: '2026-11-25T13:30:00.000Z', notice: '2026-11' },
    erasedAt: null,
    emails: [emailDelivery(), emailDelivery({ purpose: 'notification', templateId: 'template_notify' })],
    version: 'v1',
    ...overrides,
  });
}

export function applicationRecord(overrides: Partial<ApplicationRecord> = {}): ApplicationRecord {
  return applicationRecordSchema.parse({
    applicationNumber: 'TGFI2001',
    receivedAt: '2026-11-25T13:30:00.000Z',
    name: 'Kavya Iyer',
    mobileNumber: '919812345678',
    email: 'kavya@example.com',
    expertIn: 'Vedic Math',
    level: 'Advanced',
    yearsOfExperience: '6',
    position: 'Abacus Trainer',
    status: 'new',
    note: '',
    consent: { at: '2026-11-25T13:30:00.000Z', notice: '2026-11' },
    erasedAt: null,
    emails: [emailDelivery(), emailDelivery({ purpose: 'notification', templateId: 'template_notify' })],
    version: 'v1',
    ...overrides,
  });
}
