import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// api/BENCHMARKS-office.md holds two reports: the office's lists (bench/office.ts) and, after a
// marker, the demo funnel's (bench/demoFunnel.ts). Each script rewrites its own part only.

const FILE = join(__dirname, '..', 'BENCHMARKS-office.md');
const DEMO_MARK = '<!-- the demo funnel: bench/demoFunnel.ts -->';

const current = (): string => (existsSync(FILE) ? readFileSync(FILE, 'utf8') : '');

/** Writes the office lists' report, keeping the demo funnel's part after it. */
export function writeOfficeReport(text: string): void {
  const before = current();
  const demos = before.includes(DEMO_MARK) ? `\n${before.slice(before.indexOf(DEMO_MARK))}` : '';
  writeFileSync(FILE, `${text}\n${demos}`);
}

/** Writes the demo funnel's report after the office lists' one. */
export function writeDemoReport(text: string): void {
  const before = current();
  const office = before.includes(DEMO_MARK) ? before.slice(0, before.indexOf(DEMO_MARK)) : `${before.trimEnd()}\n\n`;
  writeFileSync(FILE, `${office}${DEMO_MARK}\n\n${text}`);
}
