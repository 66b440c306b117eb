import { badRequest } from '../validation/RequestError';

// ?page= (from 1) and ?limit= (1 to 200, 50 unless given) of the office's lists.

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

function whole(name: string, raw: unknown, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(value) || value < 1 || value > max) {
    throw badRequest(`${name} must be a whole number from 1 to ${max}.`);
  }
  return value;
}

export function readPaging(query: unknown): { page: number; limit: number; offset: number } {
  const q = (query ?? {}) as Record<string, unknown>;
  const page = whole('page', q.page, 1, 1_000_000);
  const limit = whole('limit', q.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, limit, offset: (page - 1) * limit };
}
