import { readSettings } from '../config/settings';
import { openStore } from '../store/openStore';
import type { OfficeStore } from '../office/officeStore';
import { hashPassword, passwordProblem } from '../office/passwords';

// npm run staff -w api -- add <email>      (the password is read from standard input)
// npm run staff -w api -- remove <email>
// npm run staff -w api -- list
// Works on the store the API would use (DATABASE_URL or DATA_DIR). The password and its hash
// are never printed.

export const USAGE = `Usage:
  npm run staff -w api -- add <email>    < password on standard input (at least 12 characters)
  npm run staff -w api -- remove <email>
  npm run staff -w api -- list`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function readStdin(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function emailArgument(raw: string | undefined): string {
  const email = raw?.trim().toLowerCase() ?? '';
  if (!EMAIL.test(email)) throw new Error(`Give the staff member's e-mail address.\n${USAGE}`);
  return email;
}

/** Runs one command; answers the lines to print. */
export async function runStaffCommand(
  office: OfficeStore,
  args: readonly string[],
  input: NodeJS.ReadableStream,
  now: () => Date = () => new Date(),
): Promise<string[]> {
  const [command, emailArg] = args;
  if (command === 'list') {
    const staff = await office.listStaff();
    return staff.length === 0 ? ['No staff accounts.'] : staff.map((s) => `${s.email}\t${s.createdAt}`);
  }
  if (command === 'add') {
    const email = emailArgument(emailArg);
    // One line: the first line break ends the password (echo and heredocs add one).
    const password = (await readStdin(input)).split(/\r?\n/)[0] ?? '';
    const problem = passwordProblem(password);
    if (problem) throw new Error(problem);
    await office.putStaff(email, await hashPassword(password), now().toISOString());
    return [`Staff account ${email} is ready.`];
  }
  if (command === 'remove') {
    const email = emailArgument(emailArg);
    if (!(await office.removeStaff(email))) throw new Error(`There is no staff account ${email}.`);
    return [`Staff account ${email} is removed and its sessions ended.`];
  }
  throw new Error(USAGE);
}

async function main(): Promise<void> {
  const store = await openStore(readSettings());
  try {
    for (const line of await runStaffCommand(store.office, process.argv.slice(2), process.stdin)) console.log(line);
  } finally {
    await store.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
