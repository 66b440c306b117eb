import { rmSync } from 'node:fs';

// Runs once before every suite: names this run (so the API processes it starts can be checked at
// the end, processTeardown.ts) and says plainly when the PostgreSQL or Redis suites are left out.
export default async function globalSetup(): Promise<void> {
  process.env.JEST_RUN_ID = String(process.pid);
  const { PID_FILE } = await import('./apiProcess');
  rmSync(PID_FILE, { force: true });
  const { HAS_REDIS } = await import('./redisServer');
  if (!HAS_REDIS) {
    if (process.env.CI) throw new Error('redis-server is not installed: .ci/run installs it for the shared write-limit suites.');
    process.stdout.write('\nRedis suites SKIPPED: redis-server is not installed (Debian: apt-get install redis-server).\n');
  }
  if (!process.env.TEST_DATABASE_URL) {
    process.stdout.write('\nPostgreSQL suites SKIPPED: TEST_DATABASE_URL is not set (see api/README.md; .ci/run sets it).\n');
  }
}
