import { feeValuesOf, readFeeForm } from './feeForm';

const values = { course: 'chess', feeInr: '4500', batchSize: '6', classMinutes: '60', included: 'Eight classes' };

test('the text fields become the numbers the API takes', () => {
  expect(readFeeForm(values, false)).toEqual({
    ok: true,
    body: { course: 'chess', feeInr: 4500, batchSize: 6, classMinutes: 60, included: 'Eight classes' },
  });
  expect(readFeeForm(values, true)).toEqual({
    ok: true,
    body: { feeInr: 4500, batchSize: 6, classMinutes: 60, included: 'Eight classes' },
  });
});

test('an empty number field is missing, not zero; a new fee needs a course', () => {
  expect(readFeeForm({ ...values, course: '', feeInr: '', batchSize: '2.5' }, false)).toEqual({
    ok: false,
    errors: {
      course: 'Choose a course of the catalogue.',
      feeInr: 'Enter the fee in whole rupees.',
      batchSize: 'Enter the batch size as a whole number.',
    },
  });
});

test('an edited fee starts from what is published', () => {
  expect(
    feeValuesOf({ course: 'abacus', feeInr: 3000, batchSize: 8, classMinutes: 45, included: 'Kit', updatedAt: '2026-11-25T13:30:00.000Z' }),
  ).toEqual({
    course: 'abacus',
    feeInr: '3000',
    batchSize: '8',
    classMinutes: '45',
    included: 'Kit',
  });
});
