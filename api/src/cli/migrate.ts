import '../nodeFloor';
import { parseArgs } from 'node:util';
import { readSettings } from '../config/settings';
import { appliedVersions, noStoreSentence } from '../store/existingStore';
import type { StoreLocation } from '../store/existingStore';
import { migrationStatus } from '../store/migrationPlan';
import type { MigrationStep } from '../store/migrationPlan';
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from '../store/migrations';
import { openStore } from '../store/openStore';
import { runCli, storeProblem, UsageError, EXIT_USAGE } from './cliSupport';

// npm run --silent migrate -w api -- status   the steps applied to the API's store and those still pending
// npm run --silent migrate -w api -- apply    creates the store if need be and applies the pending steps
// (the API's start applies them too). `status` reads the store without changing it.

export const USAGE = `Usage:
  npm run --silent migrate -w api -- status
  npm run --silent migrate -w api -- apply
  npm run --silent migrate -w api -- --help
Works on the store the API uses: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR.`;

export type MigrateCommand = { name: 'help' } | { name: 'status' } | { name: 'apply' };

/** The command the arguments name; a UsageError when they name none. Touches no store. */
export function parseMigrateArgs(args: readonly string[]): MigrateCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help) return { name: 'help' };
  const [command, ...extra] = parsed.positionals;
  if (command === undefined) throw new UsageError('Name a command.');
  if (command !== 'status' && command !== 'apply') throw new UsageError(`Unknown command "${command}".`);
  if (extra.length > 0) throw new UsageError(`${command} takes no arguments.`);
  return { name: command };
}

const listed = (steps: readonly MigrationStep[]): string[] =>
  steps.length === 0 ? ['  none'] : steps.map((step) => `  ${String(step.version).padStart(3)}  ${step.name}`);

/** The lines `status` prints for a store, or the sentence that it does not exist (then `ok` is false). */
export async function statusLines(location: StoreLocation): Promise<{ ok: boolean; lines: string[] }> {
  const applied = await appliedVersions(location);
  if (applied === null) return { ok: false, lines: [noStoreSentence(location)] };
  const known = location.databaseUrl ? POSTGRES_MIGRATIONS : SQLITE_MIGRATIONS;
  const status = migrationStatus(applied, known);
  const unknown = applied.filter((version) => !known.some((m) => m.version === version));
  return {
    ok: true,
    lines: [
      `Applied (${status.applied.length}):`,
      ...listed(status.applied),
      `Pending (${status.pending.length}):`,
      ...listed(status.pending),
      ...(unknown.length > 0
        ? [
            `Unknown to this build (${unknown.join(', ')}): the database was migrated by a newer release, and the API refuses to start on it.`,
          ]
        : []),
    ],
  };
}

async function main(args: readonly string[] = process.argv.slice(2)): Promise<number> {
  let command: MigrateCommand;
  try {
    command = parseMigrateArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (command.name === 'help') {
    console.log(USAGE);
    return 0;
  }
  const settings = readSettings();
  if (command.name === 'status') {
    try {
      const { ok, lines } = await statusLines(settings);
      (ok ? console.log : console.error)(lines.join('\n'));
      return ok ? 0 : 1;
    } catch (error) {
      console.error(storeProblem(settings, error));
      return 1;
    }
  }
  const steps: MigrationStep[] = [];
  const store = await openStore(settings, { onMigration: (step) => steps.push(step) });
  await store.close();
  console.log(
    steps.length === 0 ? 'Nothing to apply: the store is up to date.' : `Applied (${steps.length}):\n${listed(steps).join('\n')}`,
  );
  return 0;
}

if (require.main === module) runCli(() => main());
