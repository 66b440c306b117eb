import { applicationRecord, registrationRecord } from '../../../testing/records';
import { recordContact } from './recordContact';

test("a registration is called on +, its country code and number, and greeted by the parent's name about its course", () => {
  const contact = recordContact(
    registrationRecord({ countryCode: '91', mobileNumber: '09876543210', parentName: 'Meera Rao', course: 'Coding' }),
  );
  expect(contact?.tel).toBe('tel:+919876543210');
  expect(contact?.shown).toBe('+919876543210');
  expect(contact?.whatsApp).toBe(
    'https://wa.me/919876543210?text=Hello%20Meera%20Rao%2C%20this%20is%20GFI%20Academy.%20Thank%20you%20for%20registering%20for%20Coding.%20When%20would%20suit%20you%20for%20a%20free%20demo%20class%3F',
  );
});

test("a number kept without its country code is India's; an applicant's holds its own", () => {
  expect(recordContact(registrationRecord({ countryCode: '', mobileNumber: '9876543210' }))?.tel).toBe('tel:+919876543210');
  expect(recordContact(applicationRecord({ mobileNumber: '9812345678' }))?.tel).toBe('tel:+919812345678');
  expect(recordContact(applicationRecord({ mobileNumber: '447700900123' }))?.tel).toBe('tel:+447700900123');
});

test('an erased record has no number to call', () => {
  expect(recordContact(registrationRecord({ countryCode: '', mobileNumber: '' }))).toBeNull();
});
