import { feeListSchema } from '@academy/contracts/records';
import { readFeeList } from './readFeeList';
import { chessFee } from '../testing/fees';

// The hand-written reader and the contract's schema must agree on every answer: the reader is
// what the pages run, the schema is what the API answers with.

const FEE = chessFee();

const READ = [
  { fees: [] },
  { fees: [FEE] },
  { fees: [FEE, { ...FEE, course: 'vedicmath', feeInr: 150000, updatedAt: '2026-11-25T13:30:00Z' }] },
  { fees: [{ ...FEE, included: '' }] },
  { fees: [{ ...FEE, period: 'term', classesPerPeriod: null, periodConfirmed: false }] },
];

const REFUSED = [
  null,
  [],
  'fees',
  {},
  { fees: null },
  { fees: {} },
  { fees: [null] },
  { fees: [{ ...FEE, course: 'dance' }] },
  { fees: [{ ...FEE, course: 'Chess' }] },
  { fees: [{ ...FEE, feeInr: 0 }] },
  { fees: [{ ...FEE, feeInr: -4500 }] },
  { fees: [{ ...FEE, feeInr: 4500.5 }] },
  { fees: [{ ...FEE, feeInr: '4500' }] },
  { fees: [{ ...FEE, batchSize: 0 }] },
  { fees: [{ ...FEE, period: 'week' }] },
  { fees: [(({ period: _dropped, ...rest }) => rest)(FEE)] },
  { fees: [{ ...FEE, classesPerPeriod: 0 }] },
  { fees: [{ ...FEE, classesPerPeriod: '8' }] },
  { fees: [{ ...FEE, periodConfirmed: 1 }] },
  { fees: [{ ...FEE, classMinutes: null }] },
  { fees: [{ ...FEE, included: 8 }] },
  { fees: [{ ...FEE, updatedAt: '25/11/2026 07:00 PM' }] },
  { fees: [{ ...FEE, updatedAt: '2026-11-25T19:00:00+05:30' }] },
  { fees: [{ ...FEE, updatedAt: '2026-11-25' }] },
  { fees: [{ ...FEE, updatedAt: '2026-11-25T13:30Z' }] },
  { fees: [{ ...FEE, updatedAt: '2026-02-30T13:30:00Z' }] },
  { fees: [(({ updatedAt: _dropped, ...rest }) => rest)(FEE)] },
];

test.each(READ)('an answer the contract accepts is read as the contract reads it: %j', (body) => {
  expect(readFeeList(body)).toEqual(feeListSchema.parse(body).fees);
});

test.each(REFUSED)('an answer the contract refuses is refused: %j', (body) => {
  expect(feeListSchema.safeParse(body).success).toBe(false);
  expect(() => readFeeList(body)).toThrow();
});

test('fields the contract does not name are left out, as the schema leaves them out', () => {
  const body = { fees: [{ ...FEE, internalNote: 'staff only' }] };
  expect(readFeeList(body)).toEqual([FEE]);
  expect(readFeeList(body)).toEqual(feeListSchema.parse(body).fees);
});
