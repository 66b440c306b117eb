import { rmSync } from 'node:fs';
import { PID_FILE, survivors } from './apiProcess';

// After the whole API suite: no server process a test started is still running. One that is
// fails the run (and is stopped, so it does not outlive it).
export default function processTeardown(): void {
  const left = survivors();
  for (const pid of left) process.kill(pid, 'SIGKILL');
  rmSync(PID_FILE, { force: true });
  if (left.length > 0) {
    throw new Error(`API processes started by the tests were still running after the suite: ${left.join(', ')}`);
  }
}
