import { apiClient } from '@academy/shared';
import { demoBookingPath } from '@academy/contracts/records/api-paths';

/** DELETE /v1/demo/:token/booking: cancels the booking (its seat is free again). */
export async function cancelDemo(token: string): Promise<void> {
  await apiClient.delete(demoBookingPath(token));
}
