import { readSettings } from '../config/settings';
import type { Settings } from '../config/settings';
import { openStore } from '../store/openStore';
import { appliedVersions, noStoreSentence } from '../store/existingStore';
import type { Store } from '../store/Store';

// What the staff and data CLIs share: a usage error (exit 2, with the usage), one sentence
// naming the setting to check when the store cannot be opened, never a bare `connect ECONNREFUSED`,
// and one when it does not exist (they never create it).

/** The arguments do not make a command: the CLI prints the message and the usage, and exits 2. */
export class UsageError extends Error {}

export const EXIT_USAGE = 2;

function where(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): string {
  if (!settings.databaseUrl) return `the SQLite database in ${settings.dataDir}`;
  try {
    const url = new URL(settings.databaseUrl);
    return `the PostgreSQL database at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'the PostgreSQL database (DATABASE_URL is not a URL)';
  }
}

function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const message =
    error.message.split('\n')[0]?.trim() || (typeof code === 'string' || typeof code === 'number' ? String(code) : 'unknown error');
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/** One sentence: which store could not be opened, why, and the variable to check. */
export function storeProblem(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>, error: unknown): string {
  const variable = settings.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR';
  // An AggregateError (every address refused) has an empty message; its first error says why.
  const cause: unknown = error instanceof AggregateError && error.errors.length > 0 && !error.message ? error.errors[0] : error;
  return `Could not open ${where(settings)} (${reason(cause)}); check ${variable}.`;
}

/** The sentence to print when the store the settings name cannot be read or does not exist yet, else null. */
export async function missingStore(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): Promise<string | null> {
  try {
    return (await appliedVersions(settings)) === null ? noStoreSentence(settings) : null;
  } catch (error) {
    return storeProblem(settings, error);
  }
}

/**
 * A CLI's main: the arguments read first (usage and exit 2 on bad ones, the usage and 0 on
 * --help), both before any store is opened; then the command run on the store the API would use.
 */
export async function cliMain<C extends { name: string }>(
  args: readonly string[],
  usage: string,
  parse: (args: readonly string[]) => C,
  run: (store: Store, command: Exclude<C, { name: 'help' }>) => Promise<void>,
): Promise<number> {
  let command: C;
  try {
    command = parse(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usage}`);
    return EXIT_USAGE;
  }
  if (command.name === 'help') {
    console.log(usage);
    return 0;
  }
  const settings = readSettings();
  // Only the API's start and `migrate apply` create a store: a command run without the
  // deployment's environment would otherwise make an empty one beside the checkout.
  const problem = await missingStore(settings);
  if (problem) {
    console.error(problem);
    return 1;
  }
  let store: Store;
  try {
    store = await openStore(settings);
  } catch (error) {
    console.error(storeProblem(settings, error));
    return 1;
  }
  try {
    await run(store, command as Exclude<C, { name: 'help' }>);
  } finally {
    await store.close();
  }
  return 0;
}

/** Runs a CLI's main: its answer is the exit code; a thrown error prints its message and exits 1. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => {
      // A failure exits at once (a pool that never connected must not hold the process open).
      if (code === 0) process.exitCode = 0;
      else process.exit(code);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
