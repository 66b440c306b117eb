import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { COUNTER_CELLS } from '@academy/contracts/rules';
import type { CounterCell } from '@academy/contracts/rules';
import type { Store } from '../store/Store';
import { RequestError, badRequest } from '../validation/RequestError';
import { readObjectBody, refuseUnknownFields } from '../validation/readRowBody';

// GET/PUT /values (compatibility protocol): the counters behind registration and application numbers.
// PUT is a compare-and-set so two visitors can never be handed the same number.

const COUNTER_MOVED_MESSAGE = 'The counter has moved on; read it again.';

function readCell(value: unknown): CounterCell {
  if (typeof value !== 'string' || !(COUNTER_CELLS as readonly string[]).includes(value)) {
    throw badRequest(`The cell must be one of ${COUNTER_CELLS.join(', ')}.`);
  }
  return value as CounterCell;
}

function readUpdatedValue(value: unknown): number {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
    throw badRequest('The updatedValue must be a whole number.');
  }
  return number;
}

export function registerCounterRoutes(app: FastifyInstance, store: Store, writeLimit: onRequestHookHandler[]): void {
  app.get('/values', async (request) => {
    const query = request.query as Record<string, unknown>;
    refuseUnknownFields(query, ['cell']);
    return store.readCounter(readCell(query.cell));
  });

  app.put('/values', { onRequest: writeLimit }, async (request) => {
    const body = readObjectBody(request.body, ['cell', 'updatedValue']);
    const cell = readCell(body.cell);
    const next = readUpdatedValue(body.updatedValue);
    const result = await store.compareAndSet(cell, next - 1, next);
    if (!result.ok) throw new RequestError(409, COUNTER_MOVED_MESSAGE, { value: result.value });
    return { value: next };
  });
}
