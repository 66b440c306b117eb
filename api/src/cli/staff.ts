import { parseArgs } from 'node:util';
import { readSettings } from '../config/settings';
import { openStore } from '../store/openStore';
import type { OfficeStore } from '../office/officeStore';
import { hashPassword, passwordProblem } from '../office/passwords';
import { EXIT_USAGE, runCli, storeProblem, UsageError } from './cliSupport';

// npm run staff -w api -- add <email>      (the password is read from standard input)
// npm run staff -w api -- remove <email>
// npm run staff -w api -- list
// Works on the store the API would use (DATABASE_URL or DATA_DIR). The arguments are read before
// the store is opened: `--help` or a typo never connects to (or migrates) a database. The password
// and its hash are never printed.

export const USAGE = `Usage:
  npm run staff -w api -- add <email>    < password on standard input (at least 12 characters)
  npm run staff -w api -- remove <email>
  npm run staff -w api -- list
  npm run staff -w api -- --help
Works on the store the API uses: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR.`;

export type StaffCommand =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'add'; email: string }
  | { name: 'remove'; email: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailArgument(raw: string | undefined): string {
  const email = raw?.trim().toLowerCase() ?? '';
  if (!EMAIL.test(email)) throw new UsageError("Give the staff member's e-mail address.");
  return email;
}

/** The command the arguments name; a UsageError when they name none. Touches no store. */
export function parseStaffArgs(args: readonly string[]): StaffCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help) return { name: 'help' };
  const [command, emailArg, ...extra] = parsed.positionals;
  if (command === undefined) throw new UsageError('Name a command.');
  if (command !== 'list' && command !== 'add' && command !== 'remove') throw new UsageError(`Unknown command "${command}".`);
  const expected = command === 'list' ? 0 : 1;
  if (extra.length > 0 || (expected === 0 && emailArg !== undefined)) throw new UsageError(`Too many arguments for ${command}.`);
  if (command === 'list') return { name: 'list' };
  return { name: command, email: emailArgument(emailArg) };
}

async function readStdin(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Runs one command; answers the lines to print. */
export async function runStaffCommand(
  office: OfficeStore,
  args: readonly string[],
  input: NodeJS.ReadableStream,
  now: () => Date = () => new Date(),
): Promise<string[]> {
  const command = parseStaffArgs(args);
  if (command.name === 'help') return [USAGE];
  if (command.name === 'list') {
    const staff = await office.listStaff();
    return staff.length === 0 ? ['No staff accounts.'] : staff.map((s) => `${s.email}\t${s.createdAt}`);
  }
  if (command.name === 'add') {
    const { email } = command;
    // One line: the first line break ends the password (echo and heredocs add one).
    const password = (await readStdin(input)).split(/\r?\n/)[0] ?? '';
    const problem = passwordProblem(password);
    if (problem) throw new Error(problem);
    await office.putStaff(email, await hashPassword(password), now().toISOString());
    return [`Staff account ${email} is ready.`];
  }
  const { email } = command;
  if (!(await office.removeStaff(email))) throw new Error(`There is no staff account ${email}.`);
  return [`Staff account ${email} is removed and its sessions ended.`];
}

/** The CLI: usage and exit 2 on bad arguments, 0 on --help, both before any store is opened. */
async function main(args: readonly string[] = process.argv.slice(2)): Promise<number> {
  let command: StaffCommand;
  try {
    command = parseStaffArgs(args);
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
  let store;
  try {
    store = await openStore(settings);
  } catch (error) {
    console.error(storeProblem(settings, error));
    return 1;
  }
  try {
    for (const line of await runStaffCommand(store.office, args, process.stdin)) console.log(line);
  } finally {
    await store.close();
  }
  return 0;
}

if (require.main === module) runCli(() => main());
