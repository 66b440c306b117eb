/**
 * Where focus goes for a key in an APG tab strip (Left/Right) or accordion (Up/Down): the
 * neighbour with wrap-around, Home and End to the ends; null for any other key.
 */
export function nextIndex(key: string, current: number, count: number, orientation: 'horizontal' | 'vertical'): number | null {
  const [back, forward] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === forward) return (current + 1) % count;
  if (key === back) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
