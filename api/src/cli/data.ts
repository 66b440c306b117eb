import '../nodeFloor';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Store } from '../store/Store';
import { SHEET_NAMES } from '../legacy/sheetAdapter';
import type { SheetName } from '../legacy/sheetAdapter';
import { exportSheet, importSheet } from './sheetTransfer';
import { purgeExpired, retentionMonths } from './retention';
import type { RetentionMonths } from './retention';
import { cliMain, runCli, UsageError } from './cliSupport';
import { backupMain } from './backupCommands';

// npm run --silent data -w api -- import <sheet> <file.csv>
// npm run --silent data -w api -- export <sheet> --output <file.csv>   (or > file.csv)
// npm run --silent data -w api -- purge   (erases the personal data past its retention; run it daily)
// npm run --silent data -w api -- backup <dir> | restore <dir>   (cli/backup.ts; docs/operations.md)
// Works on the store the API would use (DATABASE_URL or DATA_DIR). The arguments are read before
// the store is opened: `--help` or a typo never connects to (or migrates) a database.

export const USAGE = `Usage:
  npm run --silent data -w api -- import <sheet> <file.csv>
  npm run --silent data -w api -- export <sheet> --output <file.csv>
  npm run --silent data -w api -- export <sheet> > <file.csv>
  npm run --silent data -w api -- purge
  npm run --silent data -w api -- backup <new folder>
  npm run --silent data -w api -- restore <backup folder>   (into an empty store; then the erasure journal is replayed)
  npm run --silent data -w api -- --help
Sheets: ${SHEET_NAMES.join(', ')}
Works on the store the API uses: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR.`;

export type DataCommand =
  | { name: 'help' }
  | { name: 'purge'; months: RetentionMonths }
  | { name: 'import'; sheet: SheetName; file: string }
  | { name: 'export'; sheet: SheetName; output?: string };

function sheetName(value: string | undefined): SheetName {
  if (!value) throw new UsageError('Name the sheet.');
  if (!(SHEET_NAMES as readonly string[]).includes(value)) throw new UsageError(`Unknown sheet "${value}".`);
  return value as SheetName;
}

/** The command the arguments name; a UsageError when they name none. Touches no store. */
export function parseDataArgs(args: readonly string[], env: NodeJS.ProcessEnv = process.env): DataCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { help: { type: 'boolean', short: 'h' }, output: { type: 'string', short: 'o' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help) return { name: 'help' };
  const [command, sheetArg, file, ...extra] = parsed.positionals;
  const { output } = parsed.values;
  if (command === undefined) throw new UsageError('Name a command.');
  if (command !== 'import' && command !== 'export' && command !== 'purge') throw new UsageError(`Unknown command "${command}".`);
  if (output !== undefined && command !== 'export') throw new UsageError('--output goes with export only.');
  if (command === 'purge') {
    if (sheetArg !== undefined) throw new UsageError('purge takes no arguments.');
    return { name: 'purge', months: retentionMonths(env) };
  }
  const sheet = sheetName(sheetArg);
  if (extra.length > 0) throw new UsageError(`Too many arguments for ${command}.`);
  if (command === 'import') {
    if (!file) throw new UsageError('Name the CSV file to import.');
    return { name: 'import', sheet, file };
  }
  if (file !== undefined) throw new UsageError(`Too many arguments for export (to write a file: --output ${file}).`);
  if (output === '') throw new UsageError('Name the file after --output.');
  return output === undefined ? { name: 'export', sheet } : { name: 'export', sheet, output };
}

async function purge(store: Store, months: RetentionMonths): Promise<void> {
  const report = await purgeExpired(store, new Date(), months);
  console.log(
    `Erased the personal data of ${report.registrations.length} registration(s) older than ${months.registrations} months and not enrolled` +
      `${report.registrations.length ? `: ${report.registrations.join(', ')}` : ''}.`,
  );
  console.log(
    `Erased the personal data of ${report.applications.length} application(s) older than ${months.applications} months` +
      `${report.applications.length ? `: ${report.applications.join(', ')}` : ''}.`,
  );
}

async function run(store: Store, command: Exclude<DataCommand, { name: 'help' }>): Promise<void> {
  if (command.name === 'purge') return purge(store, command.months);
  if (command.name === 'export') {
    const csv = await exportSheet(store, command.sheet);
    if (command.output === undefined) {
      process.stdout.write(csv);
      return;
    }
    writeFileSync(command.output, csv);
    console.error(`Exported ${command.sheet} to ${command.output}.`);
    return;
  }
  const report = await importSheet(store, command.sheet, readFileSync(command.file, 'utf8'));
  console.error(`Imported ${report.imported} row(s) into ${command.sheet}.`);
  for (const line of report.skipped) console.error(`Skipped ${line}`);
}

/** The CLI: usage and exit 2 on bad arguments, 0 on --help, both before any store is opened. */
const main = (args: readonly string[] = process.argv.slice(2)): Promise<number> =>
  args[0] === 'backup' || args[0] === 'restore' ? backupMain(args, USAGE) : cliMain(args, USAGE, parseDataArgs, run);

if (require.main === module) runCli(() => main());
