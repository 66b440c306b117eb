import { Pool } from 'pg';

// What PostgreSQL's backends for one database were doing during a run, sampled from
// pg_stat_activity every few milliseconds: running, waiting for a lock (a batch of the other
// instance holding the counter row), waiting on the write-ahead log (a commit's flush), or
// something else. Counted only while a backend runs a statement (state 'active').

export interface WaitSamples {
  samples: number;
  running: number;
  lock: number;
  wal: number;
  other: number;
}

const EVERY_MS = 20;

export function sampleWaits(connectionString: string): () => Promise<WaitSamples> {
  const pool = new Pool({ connectionString, max: 1 });
  pool.on('error', () => undefined);
  const counts: WaitSamples = { samples: 0, running: 0, lock: 0, wal: 0, other: 0 };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await pool.query<{ type: string | null; event: string | null }>(
        `SELECT wait_event_type AS type, wait_event AS event FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      counts.samples += rows.length;
      for (const { type, event } of rows) {
        if (type === null) counts.running += 1;
        else if (type === 'Lock') counts.lock += 1;
        else if (/^WAL/.test(event ?? '')) counts.wal += 1;
        else counts.other += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    await pool.end();
    return counts;
  };
}
