import { hostname } from 'node:os';
import { SettingsError } from '../config/settingRules';
import { SchemaTooNewError } from '../store/migrationPlan';

// The lines the API writes before its logger exists or after it can no longer be trusted (a
// refused start, a crash): one JSON object per line on standard output, in pino's shape
// (level 60 is fatal), so the log collector reads them like every other line.

const FATAL = 60;

/** One fatal JSON line: the message and its fields. */
export function writeFatal(msg: string, fields: Record<string, unknown> = {}): void {
  const line = { level: FATAL, time: Date.now(), pid: process.pid, hostname: hostname(), msg, ...fields };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/** A start that cannot go on: every settings problem in one line, a sentence, or the error with its stack. */
export function writeStartFailure(error: unknown): void {
  if (error instanceof SettingsError) {
    writeFatal('the settings are incomplete or unsafe: nothing was started', { problems: error.problems });
    return;
  }
  // A database newer than this build: the sentence says what to do; a stack would only hide it.
  if (error instanceof SchemaTooNewError) {
    writeFatal(error.message);
    return;
  }
  writeFatal('the API could not start', { err: errorFields(error) });
}

/** An error as pino's serializer writes it: type, message, stack. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  return { type: error.name, message: error.message, stack: error.stack };
}
