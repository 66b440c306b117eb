import type { FeeRecord } from '@academy/contracts/records';

/** Chess's published fee as GET /v1/fees answers it, for the tests' stubbed API and readers. */
export const chessFee = (overrides: Partial<FeeRecord> = {}): FeeRecord => ({
  course: 'chess',
  feeInr: 4500,
  period: 'month',
  classesPerPeriod: 8,
  batchSize: 6,
  classMinutes: 60,
  included: 'Eight live classes a month',
  periodConfirmed: true,
  updatedAt: '2026-11-25T13:30:00.000Z',
  ...overrides,
});
