import { apiClient, REGISTRATION_COUNTER_CELL } from '@academy/shared';

/** GET /values?cell=A2: the last registration number issued. */
export async function getCounter(cell: string = REGISTRATION_COUNTER_CELL): Promise<number> {
  const { data } = await apiClient.get<unknown>('/values', { params: { cell } });
  const value = typeof data === 'number' ? data : typeof data === 'string' && data.trim() !== '' ? Number(data) : NaN;
  // SPEC §7: if the read returns nothing, no number is obtained.
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`The counter ${cell} returned no number.`);
  return value;
}
