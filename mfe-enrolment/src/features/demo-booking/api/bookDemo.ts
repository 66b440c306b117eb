import { apiClient, apiErrorMessage, failureStatus } from '@academy/shared';
import { demoBookingPath } from '@academy/contracts/records/api-paths';
import { demoBookingAnswerSchema, demoSlotTakenSchema } from '@academy/contracts/records';
import type { DemoBooking, DemoBookingInput, DemoSlot } from '@academy/contracts/records';

export type BookingOutcome = { kind: 'booked'; booking: DemoBooking } | { kind: 'full'; message: string; slots: DemoSlot[] };

/** What the parent reads when the slot filled and the API sent no sentence of its own. */
const SLOT_TAKEN = 'That time has just been taken. Please pick another one below.';

/**
 * PUT /v1/demo/:token/booking: books the slot, or moves the booking there. One Idempotency-Key
 * per tap, so a repeated request books once. A slot that filled meanwhile (409) is an outcome,
 * not a failure: the API's sentence and its next free slots.
 */
export async function bookDemo(token: string, input: DemoBookingInput, key: string): Promise<BookingOutcome> {
  try {
    const { data } = await apiClient.put<unknown>(demoBookingPath(token), input, { headers: { 'Idempotency-Key': key } });
    return { kind: 'booked', booking: demoBookingAnswerSchema.parse(data).booking };
  } catch (error) {
    if (failureStatus(error) !== 409) throw error;
    const taken = demoSlotTakenSchema.safeParse((error as { response: { data: unknown } }).response.data);
    return { kind: 'full', message: apiErrorMessage(error, SLOT_TAKEN), slots: taken.success ? taken.data.slots : [] };
  }
}
