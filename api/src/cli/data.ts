import { readFileSync } from 'node:fs';
import { readSettings } from '../config/settings';
import { openStore } from '../store/openStore';
import { SHEET_NAMES } from '../legacy/sheetAdapter';
import type { SheetName } from '../legacy/sheetAdapter';
import { exportSheet, importSheet } from './sheetTransfer';
import { purgeExpired, retentionMonths } from './retention';

// npm run data -w api -- import <sheet> <file.csv>
// npm run data -w api -- export <sheet> > file.csv
// npm run data -w api -- purge   (erases the personal data past its retention; run it daily)
// Works on the store the API would use (DATABASE_URL or DATA_DIR).

const USAGE = `Usage:
  npm run data -w api -- import <sheet> <file.csv>
  npm run data -w api -- export <sheet> > <file.csv>
  npm run data -w api -- purge
Sheets: ${SHEET_NAMES.join(', ')}`;

function sheetName(value: string | undefined): SheetName {
  if (!value || !(SHEET_NAMES as readonly string[]).includes(value)) throw new Error(`Unknown sheet "${value ?? ''}".\n${USAGE}`);
  return value as SheetName;
}

async function purge(): Promise<void> {
  const months = retentionMonths(process.env);
  const store = await openStore(readSettings());
  try {
    const report = await purgeExpired(store, new Date(), months);
    console.log(
      `Erased the personal data of ${report.registrations.length} registration(s) older than ${months.registrations} months and not enrolled` +
        `${report.registrations.length ? `: ${report.registrations.join(', ')}` : ''}.`,
    );
    console.log(
      `Erased the personal data of ${report.applications.length} application(s) older than ${months.applications} months` +
        `${report.applications.length ? `: ${report.applications.join(', ')}` : ''}.`,
    );
  } finally {
    await store.close();
  }
}

async function run(args: string[]): Promise<void> {
  const [command, sheetArg, file] = args;
  if (command === 'purge') return purge();
  if (command !== 'import' && command !== 'export') throw new Error(USAGE);
  const sheet = sheetName(sheetArg);
  if (command === 'import' && !file) throw new Error(`Name the CSV file to import.\n${USAGE}`);
  const store = await openStore(readSettings());
  try {
    if (command === 'export') {
      process.stdout.write(await exportSheet(store, sheet));
      return;
    }
    const report = await importSheet(store, sheet, readFileSync(file as string, 'utf8'));
    console.error(`Imported ${report.imported} row(s) into ${sheet}.`);
    for (const line of report.skipped) console.error(`Skipped ${line}`);
  } finally {
    await store.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
