import { z } from 'zod';

// The rules the settings schemas (settings.ts, email/emailSettings.ts) are built from. Each rule
// reads one variable's raw text and either returns its value or adds one sentence naming the
// variable; a schema collects every sentence of one start, so an operator sees all of them at
// once instead of one per restart.

/** Every missing or unsafe setting of one start, each a sentence naming its variable. */
export class SettingsError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join(' '));
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

/** The sentences of a failed parse, in the schema's order, each once. */
export function problemsOf(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

/** Parses `env` with `schema`, throwing every problem at once as a SettingsError. */
export function parseSettings<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const result = schema.safeParse(env);
  if (!result.success) throw new SettingsError(problemsOf(result.error));
  return result.data;
}

/** A variable's raw text: missing, or a string (trimmed by each rule that reads it). */
export const raw = z.string().optional();

type Refuse = (message: string) => never;

/** Thrown by `refuse` to end a rule once its sentence is added; never leaves `rule`. */
class Refused extends Error {}

/**
 * One variable's rule: `read` turns its trimmed text ('' when unset) into the value, calling
 * `refuse` with a sentence when the text is not acceptable.
 */
export function rule<T>(read: (value: string, refuse: Refuse) => T) {
  return raw.transform((text, ctx): T => {
    try {
      return read(text?.trim() ?? '', (message) => {
        ctx.addIssue({ code: 'custom', message });
        throw new Refused(message);
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      return z.NEVER;
    }
  });
}

/** A whole number (0 or more); unset or empty takes `fallback`. */
export const wholeNumber = (name: string, fallback: number) =>
  rule((value, refuse) => {
    if (value === '') return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 0) refuse(`${name} must be a whole number, not "${value}".`);
    return number;
  });

/** A yes/no switch: unset or empty takes `fallback`; 1/true is on, 0/false is off. */
export const onOff = (name: string, fallback: boolean) =>
  rule((value, refuse) => {
    const lower = value.toLowerCase();
    if (lower === '') return fallback;
    if (lower === '1' || lower === 'true') return true;
    if (lower === '0' || lower === 'false') return false;
    return refuse(`${name} must be 1 or 0, not "${value}".`);
  });

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]']);

/** Whether an origin or URL names this machine (localhost, 127.x, ::1). */
export function isLoopback(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost') || /^127\./.test(hostname);
  } catch {
    return false;
  }
}

/** Whether `text` is an origin (scheme, host and port only): `https://www.example.org`. */
export function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text.replace(/\/+$/, '');
  } catch {
    return false;
  }
}

/**
 * Values that only look like secrets: the deploy guide's and the examples' stand-ins, and any text
 * that says it is one. Copied literally, they would pass a length check.
 */
const PLACEHOLDER = /replace|change.?me|placeholder|example|your[-_ ]|secret[-_ ]?here|^x+$|…|\.\.\./i;
/** A random secret of this length has many distinct characters; `aaaa…` or `abab…` has not. */
const MIN_DISTINCT_CHARACTERS = 8;

/** Why a secret is not one (a placeholder, or too few distinct characters), or null. */
export function placeholderReason(value: string): string | null {
  if (PLACEHOLDER.test(value)) return 'is a placeholder, not a secret';
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) return 'repeats a few characters, so it is not random';
  return null;
}
