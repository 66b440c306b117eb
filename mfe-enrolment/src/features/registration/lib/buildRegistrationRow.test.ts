import { REGISTRATION_COLUMNS } from '@academy/shared';
import { buildRegistrationRow } from './buildRegistrationRow';
import { INITIAL_REGISTRATION_VALUES } from './registrationValues';

test('the row has the 11 columns in order, starting with the en-GB date and the number', () => {
  const row = buildRegistrationRow(
    {
      ...INITIAL_REGISTRATION_VALUES,
      course: 'Coding',
      parentName: 'Meera Rao',
      childName: 'Arjun',
      age: '9',
      address: 'Baner, Pune',
      countryCode: '91',
      mobileNumber: '9876543210',
      email: 'meera@example.com',
      referralCode: 'GFI10001',
      website: 'ignored',
    },
    'GFI10042',
    new Date(2026, 2, 7, 12, 0, 0),
  );
  expect(row).toHaveLength(REGISTRATION_COLUMNS.length);
  expect(row).toEqual(['07/03/2026', 'GFI10042', 'Coding', 'Meera Rao', 'Arjun', '9', 'Baner, Pune', '91', '9876543210', 'meera@example.com', 'GFI10001']);
});
