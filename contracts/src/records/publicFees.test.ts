import { feeFrom, feePrice, feeSummary } from './publicFees';

// How every page says a fee: its period, the classes it covers and their price each, the batch
// and the class length, in that order.

const chess = { feeInr: 4800, period: 'month', classesPerPeriod: 8, batchSize: 6, classMinutes: 60 } as const;

test('a monthly fee reads with its period, its classes and the price of one class', () => {
  expect(feeSummary(chess)).toBe('₹4,800 / month · 8 classes (₹600 a class) · up to 6 children · 60 min');
  expect(feePrice(chess)).toBe('₹4,800 / month');
  expect(feeFrom(chess)).toBe('from ₹4,800 / month');
});

test('a price per class is rounded to whole rupees, and one class or one child reads in the singular', () => {
  expect(feeSummary({ ...chess, feeInr: 4223, period: 'term', classesPerPeriod: 7 })).toBe(
    '₹4,223 / term · 7 classes (₹603 a class) · up to 6 children · 60 min',
  );
  expect(feeSummary({ ...chess, feeInr: 1500, period: 'level', classesPerPeriod: 1, batchSize: 1, classMinutes: 45 })).toBe(
    '₹1,500 / level · 1 class (₹1,500 a class) · up to 1 child · 45 min',
  );
});

test('a fee whose classes the desk has not yet confirmed leaves the count out rather than guess it', () => {
  expect(feeSummary({ ...chess, classesPerPeriod: null })).toBe('₹4,800 / month · up to 6 children · 60 min');
});
