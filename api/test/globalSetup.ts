import { rmSync } from 'node:fs';

// Runs once before every suite: names this run (so the API processes it starts can be checked at
// the end, processTeardown.ts) and says plainly when the PostgreSQL variants are left out.
export default async function globalSetup(): Promise<void> {
  process.env.JEST_RUN_ID = String(process.pid);
  const { PID_FILE } = await import('./apiProcess');
  rmSync(PID_FILE, { force: true });
  if (!process.env.TEST_DATABASE_URL) {
    process.stdout.write(
      '\nPostgreSQL suites SKIPPED: TEST_DATABASE_URL is not set (see api/README.md; .ci/run sets it).\n',
    );
  }
}
