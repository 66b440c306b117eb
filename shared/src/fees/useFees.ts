import { useCallback, useEffect, useState } from 'react';
import type { FeeRecord } from '@academy/contracts/records';
import { useClock } from '../clock/ClockContext';
import type { Clock } from '../clock/clock';
import type { Kept } from '../api/keptCopy';
import { getFees } from './getFees';

export type FeesState = { status: 'loading' } | { status: 'loaded'; fees: FeeRecord[]; offlineAsOf: Date | null } | { status: 'failed' };

/**
 * A page shows the fee in several places (a course's hero and its fee card, every course card):
 * they share one read. An answer is reused for five minutes by every block of the page (so a
 * block that appears later shows the fee at once, moving nothing), and a read under way is
 * joined rather than repeated. Per clock, so each test's clock starts with none.
 */
const FRESH_MS = 5 * 60_000;
const reads = new WeakMap<Clock, { startedAt: number; answer: Promise<Kept<FeeRecord[]>>; settled?: Kept<FeeRecord[]> }>();

function readFees(clock: Clock, again: boolean) {
  const now = clock.now().getTime();
  const last = reads.get(clock);
  const age = last ? now - last.startedAt : -1;
  if (last && !again && age >= 0 && age < FRESH_MS) return last;
  const read: { startedAt: number; answer: Promise<Kept<FeeRecord[]>>; settled?: Kept<FeeRecord[]> } = {
    startedAt: now,
    answer: getFees(() => clock.now()),
  };
  reads.set(clock, read);
  read.answer.then(
    (kept) => (read.settled = kept),
    () => reads.get(clock) === read && reads.delete(clock),
  );
  return read;
}

const loadedState = ({ data, offlineAsOf }: Kept<FeeRecord[]>): FeesState => ({ status: 'loaded', fees: data, offlineAsOf });

/**
 * The published fees (the payment page's table, a course page's fee), loaded on mount, or once
 * `when` turns true (a block that waits to come near), and again on `reload`.
 */
export function useFees(when = true): FeesState & { reload: () => void } {
  const clock = useClock();
  const [attempt, setAttempt] = useState(0);
  // The answer with the attempt it answers: a reload reads as loading until its own answer. An
  // answer the page already has is there from the first render.
  const [answer, setAnswer] = useState<{ attempt: number; state: FeesState } | null>(() => {
    const settled = reads.get(clock)?.settled;
    return settled ? { attempt: 0, state: loadedState(settled) } : null;
  });
  useEffect(() => {
    if (!when) return;
    let current = true;
    readFees(clock, attempt > 0).answer.then(
      (kept) => current && setAnswer({ attempt, state: loadedState(kept) }),
      () => current && setAnswer({ attempt, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [attempt, clock, when]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: FeesState = answer?.attempt === attempt ? answer.state : { status: 'loading' };
  return { ...state, reload };
}
