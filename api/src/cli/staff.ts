import '../nodeFloor';
import { parseArgs } from 'node:util';
import { STAFF_ROLES } from '@academy/contracts/office-rules';
import type { StaffRole } from '@academy/contracts/office-rules';
import { readSettings } from '../config/settings';
import type { OfficeStore } from '../office/officeStore';
import { hashPassword, passwordProblem } from '../office/passwords';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUri, terminalQr } from '../office/totp';
import { cliMain, runCli, UsageError } from './cliSupport';

// The operator's staff accounts (docs/decisions/staff-sign-in.md). Works on the store the API
// would use (DATABASE_URL or DATA_DIR). The arguments are read before the store is opened:
// `--help` or a typo never connects to (or migrates) a database. The password, its hash and a
// two-factor secret are never printed, except the secret once, inside the enrolment's URI and QR code.

export const USAGE = `Usage:
  npm run --silent staff -w api -- add <email> [--role desk|manager]   < password on standard input (at least 12 characters)
      A new account is a desk account unless --role says otherwise; for an existing one it sets a new
      password (and the role, if given) and ends every session. A manager is enrolled in two-factor
      sign-in at once if not yet.
  npm run --silent staff -w api -- totp <email>      enrol (or enrol again) in two-factor sign-in: prints the
                                                     otpauth:// URI, a QR code and ten recovery codes, once
  npm run --silent staff -w api -- disable <email>   the account can no longer sign in; its sessions end
  npm run --silent staff -w api -- enable <email>
  npm run --silent staff -w api -- unlock <email>    clears the account's failed sign-in counts
  npm run --silent staff -w api -- remove <email>
  npm run --silent staff -w api -- list
  npm run --silent staff -w api -- --help
Works on the store the API uses: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR.`;

const COMMANDS = ['add', 'totp', 'disable', 'enable', 'unlock', 'remove', 'list'] as const;
type CommandName = (typeof COMMANDS)[number];

export type StaffCommand = { name: 'help' } | { name: 'list' } | { name: Exclude<CommandName, 'list'>; email: string; role?: StaffRole };

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
    parsed = parseArgs({
      args: [...args],
      options: { help: { type: 'boolean', short: 'h' }, role: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help) return { name: 'help' };
  const [command, emailArg, ...extra] = parsed.positionals;
  if (command === undefined) throw new UsageError('Name a command.');
  if (!(COMMANDS as readonly string[]).includes(command)) throw new UsageError(`Unknown command "${command}".`);
  const name = command as CommandName;
  const { role } = parsed.values;
  if (role !== undefined && (name !== 'add' || !(STAFF_ROLES as readonly string[]).includes(role))) {
    throw new UsageError('--role is desk or manager, and only for add.');
  }
  const expected = name === 'list' ? 0 : 1;
  if (extra.length > 0 || (expected === 0 && emailArg !== undefined)) throw new UsageError(`Too many arguments for ${name}.`);
  if (name === 'list') return { name: 'list' };
  return { name, email: emailArgument(emailArg), ...(role ? { role: role as StaffRole } : {}) };
}

async function readStdin(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Enrols an account in two-factor sign-in; answers the lines to show the staff member, once. */
async function enrol(office: OfficeStore, email: string): Promise<string[]> {
  const secret = newTotpSecret();
  const codes = newRecoveryCodes();
  if (!(await office.enrolTotp(email, secret, codes.map(hashRecoveryCode)))) throw new Error(`There is no staff account ${email}.`);
  const uri = otpauthUri(email, secret);
  return [
    `Two-factor sign-in for ${email}: scan this QR code with an authenticator app, or enter the URI in it.`,
    uri,
    await terminalQr(uri),
    'Recovery codes: each signs in once in place of a code. Keep them somewhere safe; they are not shown again.',
    ...codes,
  ];
}

/** Runs one parsed command; answers the lines to print. */
export async function executeStaffCommand(
  office: OfficeStore,
  command: StaffCommand,
  input: NodeJS.ReadableStream,
  now: () => Date = () => new Date(),
): Promise<string[]> {
  if (command.name === 'help') return [USAGE];
  if (command.name === 'list') {
    const staff = await office.listStaff();
    return staff.length === 0
      ? ['No staff accounts.']
      : staff.map((s) =>
          [s.email, s.role, s.twoFactor ? 'two-factor' : 'password only', s.disabled ? 'disabled' : 'active', s.createdAt].join('\t'),
        );
  }
  const { email } = command;
  const missing = () => new Error(`There is no staff account ${email}.`);
  switch (command.name) {
    case 'add': {
      // One line: the first line break ends the password (echo and heredocs add one).
      const password = (await readStdin(input)).split(/\r?\n/)[0] ?? '';
      const problem = passwordProblem(password);
      if (problem) throw new Error(problem);
      await office.putStaff(email, await hashPassword(password), now().toISOString(), command.role);
      const account = (await office.listStaff()).find((s) => s.email === email);
      const lines = [`Staff account ${email} (${account?.role ?? command.role ?? 'desk'}) is ready; any session it had is ended.`];
      // A manager cannot sign in without two-factor: this is how the first one is bootstrapped.
      if (account?.role === 'manager' && !account.twoFactor && readSettings().managerTwoFactor === 'required') {
        lines.push(...(await enrol(office, email)));
      }
      return lines;
    }
    case 'totp':
      return enrol(office, email);
    case 'disable':
      if (!(await office.setStaffDisabled(email, now().toISOString()))) throw missing();
      return [`Staff account ${email} is disabled and its sessions ended.`];
    case 'enable':
      if (!(await office.setStaffDisabled(email, null))) throw missing();
      return [`Staff account ${email} can sign in again.`];
    case 'unlock':
      await office.unlockAccount(email);
      return [`Failed sign-ins of ${email} are cleared.`];
    case 'remove':
      if (!(await office.removeStaff(email))) throw missing();
      return [`Staff account ${email} is removed and its sessions ended.`];
  }
}

/** Parses and runs one command line (the tests' entry). */
export async function runStaffCommand(
  office: OfficeStore,
  args: readonly string[],
  input: NodeJS.ReadableStream,
  now: () => Date = () => new Date(),
): Promise<string[]> {
  return executeStaffCommand(office, parseStaffArgs(args), input, now);
}

/** The CLI: usage and exit 2 on bad arguments, 0 on --help, both before any store is opened. */
const main = (args: readonly string[] = process.argv.slice(2)): Promise<number> =>
  cliMain(args, USAGE, parseStaffArgs, async (store, command) => {
    for (const line of await executeStaffCommand(store.office, command, process.stdin)) console.log(line);
  });

if (require.main === module) runCli(() => main());
