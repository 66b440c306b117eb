// The one clock every time-dependent feature reads (tournament status, daily puzzle,
// message timeouts), so tests can pin "now" and run timers by hand.

export interface Clock {
  now(): Date;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A hand-driven clock for tests: `advance(ms)` moves time and fires due timers in order. */
export function createManualClock(start: Date | string): Clock & { advance(ms: number): void; set(date: Date | string): void } {
  let current = new Date(start).getTime();
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => new Date(current),
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: current + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    set(date) {
      current = new Date(date).getTime();
    },
    advance(ms) {
      const target = current + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        current = due[1].at;
        due[1].callback();
      }
      current = target;
    },
  };
}
