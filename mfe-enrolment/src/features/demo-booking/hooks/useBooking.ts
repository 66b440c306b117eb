import { useState } from 'react';
import { apiErrorMessage } from '@academy/shared';
import { newIdempotencyKey } from '@academy/shared/submissions';
import { bookDemo } from '../api/bookDemo';
import type { DemoPage, DemoSlot } from '@academy/contracts/records';
import { browserZone } from '../lib/slotTime';

/**
 * One tap books a slot: the tapped slot is busy meanwhile; a booked slot replaces the demo's
 * booking; a slot that filled first shows the API's sentence with the free slots it sent.
 */
export function useBooking(token: string, demo: DemoPage | null, onBooked: (demo: DemoPage) => void, failedMessage: string) {
  const [busySlot, setBusySlot] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [freshSlots, setFreshSlots] = useState<DemoSlot[] | null>(null);

  const book = async (slot: DemoSlot) => {
    if (!demo || busySlot !== null) return;
    setBusySlot(slot.id);
    setProblem(null);
    try {
      const outcome = await bookDemo(token, { slotId: slot.id, timeZone: browserZone() }, newIdempotencyKey());
      if (outcome.kind === 'booked') {
        setFreshSlots(null);
        onBooked({ ...demo, booking: outcome.booking });
      } else {
        setProblem(outcome.message);
        setFreshSlots(outcome.slots);
      }
    } catch (error) {
      console.error('Booking the demo failed:', error);
      setProblem(apiErrorMessage(error, failedMessage));
    } finally {
      setBusySlot(null);
    }
  };
  return { book, busySlot, problem, slots: freshSlots ?? demo?.slots ?? [], clearProblem: () => setProblem(null) };
}
