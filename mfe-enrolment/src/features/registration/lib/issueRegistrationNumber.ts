import { REGISTRATION_NUMBER_PREFIX } from '@academy/shared';
import type { BumpResult } from '../api/bumpCounter';

// SPEC §7 "Registration" steps 1–2 with DESIGN §5's departure: the PUT is compare-and-set,
// so on a conflict we read the counter again and try the next number, a bounded number of times.

export const MAX_COUNTER_ATTEMPTS = 5;

export class CounterBusyError extends Error {
  constructor(attempts: number) {
    super(`The registration counter kept moving for ${attempts} attempts.`);
    this.name = 'CounterBusyError';
  }
}

export interface CounterCalls {
  read(): Promise<number>;
  bump(updatedValue: number): Promise<BumpResult>;
}

/** The counter value that is now ours alone. */
export async function issueRegistrationNumber(calls: CounterCalls, maxAttempts = MAX_COUNTER_ATTEMPTS): Promise<number> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const current = await calls.read();
    const result = await calls.bump(current + 1);
    if (result.ok) return result.value;
  }
  throw new CounterBusyError(maxAttempts);
}

/** 'GFI' followed by the counter value, e.g. GFI10042. */
export function formatRegistrationNumber(value: number): string {
  return `${REGISTRATION_NUMBER_PREFIX}${value}`;
}
