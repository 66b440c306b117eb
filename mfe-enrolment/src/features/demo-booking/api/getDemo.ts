import { apiClient } from '@academy/shared';
import { demoPath } from '@academy/contracts/records/api-paths';
import { demoPageSchema } from '@academy/contracts/records';
import type { DemoPage } from '@academy/contracts/records';

/** GET /v1/demo/:token: the course, the booking (or none) and the next free slots, read with the contract's schema. */
export async function getDemo(token: string): Promise<DemoPage> {
  return demoPageSchema.parse((await apiClient.get<unknown>(demoPath(token))).data);
}
