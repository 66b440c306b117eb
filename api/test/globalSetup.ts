// Runs once before every suite: says plainly when the PostgreSQL variants are left out.
export default function globalSetup(): void {
  if (!process.env.TEST_DATABASE_URL) {
    process.stdout.write(
      '\nPostgreSQL suites SKIPPED: TEST_DATABASE_URL is not set (see api/README.md; .ci/run sets it).\n',
    );
  }
}
