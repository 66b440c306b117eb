import {
  OFFICE_DEMO_PATHS,
  demoExceptionCreatedSchema,
  demoExceptionListSchema,
  demoRuleCreatedSchema,
  demoRuleListSchema,
  demoSlotCancelledSchema,
  officeDemoSlotSchema,
} from '@academy/contracts/office-rules';
import type { DemoExceptionInput, DemoRuleInput, DemoSlotInput } from '@academy/contracts/office-rules';
import { officeApi } from '../../../lib/officeApi';

// Publishing demo slots: one-off slots, weekly rules (the API expands them into slots) and days
// off; a slot with bookings is cancelled (its parents are told), one without is deleted.

export const addSlot = async (input: DemoSlotInput) =>
  officeDemoSlotSchema.parse((await officeApi.post<unknown>(OFFICE_DEMO_PATHS.slots, input)).data);
export const deleteSlot = async (id: number) => void (await officeApi.delete(`${OFFICE_DEMO_PATHS.slots}/${id}`));
export const cancelSlot = async (id: number, reason: string) =>
  demoSlotCancelledSchema.parse((await officeApi.post<unknown>(`${OFFICE_DEMO_PATHS.slots}/${id}/cancel`, { reason })).data);

export const listRules = async () => demoRuleListSchema.parse((await officeApi.get<unknown>(OFFICE_DEMO_PATHS.rules)).data).rules;
export const addRule = async (input: DemoRuleInput) =>
  demoRuleCreatedSchema.parse((await officeApi.post<unknown>(OFFICE_DEMO_PATHS.rules, input)).data);
export const deleteRule = async (id: number) => void (await officeApi.delete(`${OFFICE_DEMO_PATHS.rules}/${id}`));

export const listExceptions = async () =>
  demoExceptionListSchema.parse((await officeApi.get<unknown>(OFFICE_DEMO_PATHS.exceptions)).data).exceptions;
export const addException = async (input: DemoExceptionInput) =>
  demoExceptionCreatedSchema.parse((await officeApi.post<unknown>(OFFICE_DEMO_PATHS.exceptions, input)).data);
export const deleteException = async (id: number) => void (await officeApi.delete(`${OFFICE_DEMO_PATHS.exceptions}/${id}`));
