import { feeValuesOf, readFeeForm } from './feeForm';

const values = {
  course: 'chess',
  feeInr: '4500',
  period: 'month',
  classesPerPeriod: '8',
  batchSize: '6',
  classMinutes: '60',
  included: 'Eight classes',
};
const fee = { feeInr: 4500, period: 'month', classesPerPeriod: 8, batchSize: 6, classMinutes: 60, included: 'Eight classes' };

test('the text fields become the numbers and the period the API takes', () => {
  expect(readFeeForm(values, false)).toEqual({ ok: true, body: { course: 'chess', ...fee } });
  expect(readFeeForm(values, true)).toEqual({ ok: true, body: fee });
});

test('an empty number field is missing, not zero; a new fee needs a course and a period', () => {
  expect(readFeeForm({ ...values, course: '', feeInr: '', period: '', batchSize: '2.5' }, false)).toEqual({
    ok: false,
    errors: {
      course: 'Choose a course of the catalogue.',
      feeInr: 'Enter the fee in whole rupees.',
      period: 'Say what the fee pays for: a month, a level or a term.',
      batchSize: 'Enter the batch size as a whole number.',
    },
  });
});

const abacus = {
  course: 'abacus',
  feeInr: 3000,
  period: 'level',
  classesPerPeriod: 24,
  batchSize: 8,
  classMinutes: 45,
  included: 'Kit',
  periodConfirmed: true,
  updatedAt: '2026-11-25T13:30:00.000Z',
} as const;

test('an edited fee starts from what is published', () => {
  expect(feeValuesOf(abacus)).toEqual({
    course: 'abacus',
    feeInr: '3000',
    period: 'level',
    classesPerPeriod: '24',
    batchSize: '8',
    classMinutes: '45',
    included: 'Kit',
  });
});

test('a fee whose period was read from old text starts with no period and no classes, so the desk chooses them', () => {
  expect(feeValuesOf({ ...abacus, periodConfirmed: false, period: 'month', classesPerPeriod: null })).toMatchObject({
    period: '',
    classesPerPeriod: '',
  });
});
