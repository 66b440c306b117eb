import { CounterBusyError, formatRegistrationNumber, issueRegistrationNumber } from './issueRegistrationNumber';

test('takes counter + 1 when nobody else moved it', async () => {
  const bump = jest.fn(async (next: number) => ({ ok: true as const, value: next }));
  await expect(issueRegistrationNumber({ read: async () => 41, bump })).resolves.toBe(42);
  expect(bump).toHaveBeenCalledWith(42);
});

test('on a conflict re-reads the counter and tries the next value', async () => {
  const reads = [41, 43];
  const read = jest.fn(async () => reads.shift()!);
  const bump = jest.fn(async (next: number) => (next === 42 ? { ok: false as const } : { ok: true as const, value: next }));
  await expect(issueRegistrationNumber({ read, bump })).resolves.toBe(44);
  expect(read).toHaveBeenCalledTimes(2);
  expect(bump.mock.calls).toEqual([[42], [44]]);
});

test('gives up after a bounded number of conflicts', async () => {
  const bump = jest.fn(async () => ({ ok: false as const }));
  await expect(issueRegistrationNumber({ read: async () => 1, bump }, 5)).rejects.toBeInstanceOf(CounterBusyError);
  expect(bump).toHaveBeenCalledTimes(5);
});

test('numbers are GFI followed by the counter value', () => {
  expect(formatRegistrationNumber(10042)).toBe('GFI10042');
});
