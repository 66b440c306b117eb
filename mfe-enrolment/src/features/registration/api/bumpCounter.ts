import { apiClient, REGISTRATION_COUNTER_CELL } from '@academy/shared';

export type BumpResult = { ok: true; value: number } | { ok: false };

/**
 * PUT /values {cell, updatedValue}: the server's compare-and-set. 200 means `updatedValue` is
 * ours; 409 means someone else took it first (the caller re-reads and retries).
 */
export async function bumpCounter(updatedValue: number, cell: string = REGISTRATION_COUNTER_CELL): Promise<BumpResult> {
  try {
    const { data } = await apiClient.put<{ value: number }>('/values', { cell, updatedValue });
    return { ok: true, value: Number(data.value) };
  } catch (error) {
    if (statusOf(error) === 409) return { ok: false };
    throw error;
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { response?: { status?: number } } | null)?.response?.status;
}
