// Human-readable log lines for a developer's terminal (`npm start` on a TTY): one line per request
// ("12:00:01 200 GET /tournament 3 ms") instead of pino's two JSON lines, and the other messages
// with their level. JSON stays the format everywhere else: in production, and whenever standard
// output is a pipe or a file (a log collector, CI). Used by main.ts only.

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Whether the API should write readable lines: a terminal, and not production (LOG_FORMAT=json|pretty overrides). */
export function wantsReadableLog(env: NodeJS.ProcessEnv, isTTY: boolean | undefined): boolean {
  if (env.LOG_FORMAT === 'json') return false;
  if (env.LOG_FORMAT === 'pretty') return true;
  return Boolean(isTTY) && env.NODE_ENV !== 'production';
}

function time(ms: unknown): string {
  const date = typeof ms === 'number' ? new Date(ms) : new Date();
  return date.toISOString().slice(11, 19);
}

/** A logged value as text: a string as it is, anything else as JSON (never "[object Object]"). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

/** The requests begun and not yet ended: reqId → "METHOD /address". */
export type StartedRequests = Map<string, string>;

// A request that never logs its end (its connection cut mid-way) must not hold memory for good.
const MAX_STARTED = 1000;

/**
 * One JSON log line as a readable line, or null for a line not worth showing (a request's start).
 * fastify names the method and address only on a request's start ("incoming request") and its
 * end only by reqId: `started` carries the one to the other.
 */
export function readableLine(json: string, started: StartedRequests = new Map()): string | null {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const level = LEVELS[Number(entry.level)] ?? String(entry.level);
  const req = entry.req as { method?: string; url?: string } | undefined;
  const reqId = textOf(entry.reqId);
  if (entry.msg === 'incoming request') {
    if (req && reqId) {
      if (started.size >= MAX_STARTED) started.delete(started.keys().next().value!);
      started.set(reqId, `${req.method} ${req.url}`);
    }
    return null;
  }
  const res = entry.res as { statusCode?: number } | undefined;
  if ((entry.msg === 'request completed' || entry.msg === 'request errored') && res) {
    const ms = typeof entry.responseTime === 'number' ? ` ${Math.round(entry.responseTime)} ms` : '';
    const what = req ? `${req.method} ${req.url}` : (started.get(reqId) ?? reqId);
    started.delete(reqId);
    return `${time(entry.time)} ${res.statusCode} ${what}${ms}${entry.msg === 'request errored' ? ' (errored)' : ''}`;
  }
  const { level: _level, time: _time, pid: _pid, hostname: _hostname, msg, err, ...rest } = entry;
  const details = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
  const stack = err && typeof err === 'object' && 'stack' in err ? `\n${String(err.stack)}` : '';
  return `${time(entry.time)} ${level.padEnd(5)} ${textOf(msg)}${details}${stack}`;
}

/** A stream for fastify's logger that writes readable lines to `out`. */
export function readableLogStream(out: { write(text: string): unknown } = process.stdout): { write(line: string): void } {
  const started: StartedRequests = new Map();
  return {
    write(line: string) {
      for (const json of line.split('\n')) {
        if (json.trim() === '') continue;
        const text = readableLine(json, started);
        if (text !== null) out.write(`${text}\n`);
      }
    },
  };
}
