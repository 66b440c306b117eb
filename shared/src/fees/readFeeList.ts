import type { FeeRecord } from '@academy/contracts/records';
import { COURSES } from '@academy/contracts/catalogue';

// The answer of `GET /v1/fees` read without zod: the fee appears on every course page, which
// must not carry the schemas' code on its first load. It accepts exactly what the contract's
// `feeListSchema` accepts (readFeeList.test.ts holds the two to the same answers).

const COURSE_SLUGS: ReadonlySet<string> = new Set(COURSES.map((course) => course.slug));
/** An instant as the contract writes one: ISO 8601 in UTC, with a `Z`. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function readFee(value: unknown): FeeRecord {
  if (
    isRecord(value) &&
    typeof value.course === 'string' &&
    COURSE_SLUGS.has(value.course) &&
    isCount(value.feeInr) &&
    isCount(value.batchSize) &&
    isCount(value.classMinutes) &&
    typeof value.included === 'string' &&
    typeof value.updatedAt === 'string' &&
    INSTANT.test(value.updatedAt) &&
    !Number.isNaN(Date.parse(value.updatedAt))
  ) {
    const { course, feeInr, batchSize, classMinutes, included, updatedAt } = value;
    return { course, feeInr, batchSize, classMinutes, included, updatedAt };
  }
  throw new TypeError('Not a fee as GET /v1/fees answers one.');
}

/** The fees of a `GET /v1/fees` body, in its order; throws when the body is not one. */
export function readFeeList(body: unknown): FeeRecord[] {
  if (!isRecord(body) || !Array.isArray(body.fees)) throw new TypeError('Not an answer of GET /v1/fees.');
  return body.fees.map(readFee);
}
