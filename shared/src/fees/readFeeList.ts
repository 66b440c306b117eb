import { FEE_PERIODS } from '@academy/contracts/records/public-fees';
import type { FeePeriod } from '@academy/contracts/records/public-fees';
import type { FeeRecord } from '@academy/contracts/records';
import { COURSES } from '@academy/contracts/catalogue';
import { isInstant, isRecord } from '../api/bodyChecks';

// The answer of `GET /v1/fees` read without zod: the fee appears on every course page, which
// must not carry the schemas' code on its first load. It accepts exactly what the contract's
// `feeListSchema` accepts (readFeeList.test.ts holds the two to the same answers).

const PERIODS: ReadonlySet<string> = new Set(FEE_PERIODS);
const COURSE_SLUGS: ReadonlySet<string> = new Set(COURSES.map((course) => course.slug));
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function readFee(value: unknown): FeeRecord {
  if (
    isRecord(value) &&
    typeof value.course === 'string' &&
    COURSE_SLUGS.has(value.course) &&
    isCount(value.feeInr) &&
    typeof value.period === 'string' &&
    PERIODS.has(value.period) &&
    (value.classesPerPeriod === null || isCount(value.classesPerPeriod)) &&
    isCount(value.batchSize) &&
    isCount(value.classMinutes) &&
    typeof value.included === 'string' &&
    typeof value.periodConfirmed === 'boolean' &&
    isInstant(value.updatedAt)
  ) {
    const { course, feeInr, classesPerPeriod, batchSize, classMinutes, included, periodConfirmed, updatedAt } = value;
    const period = value.period as FeePeriod;
    return { course, feeInr, period, classesPerPeriod, batchSize, classMinutes, included, periodConfirmed, updatedAt };
  }
  throw new TypeError('Not a fee as GET /v1/fees answers one.');
}

/** The fees of a `GET /v1/fees` body, in its order; throws when the body is not one. */
export function readFeeList(body: unknown): FeeRecord[] {
  if (!isRecord(body) || !Array.isArray(body.fees)) throw new TypeError('Not an answer of GET /v1/fees.');
  return body.fees.map(readFee);
}
