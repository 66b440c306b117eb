import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Store } from '../src/store/Store';
import { openSqliteStore } from '../src/store/sqliteStore';
import { dropPostgresSchema, openPostgresStore } from '../src/store/postgresStore';

// A fresh store for one benchmark run: a temporary SQLite directory, or a PostgreSQL schema.

export interface BenchStoreSpec {
  kind: 'sqlite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  schema?: string;
}

let runs = 0;

export function freshStoreSpec(kind: BenchStoreSpec['kind'], databaseUrl?: string): BenchStoreSpec {
  runs += 1;
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  return kind === 'sqlite' ? { kind, dataDir } : { kind, dataDir, databaseUrl, schema: `bench_${process.pid}_${runs}` };
}

export async function openBenchStore(spec: BenchStoreSpec): Promise<Store> {
  if (spec.kind === 'sqlite') return openSqliteStore(spec.dataDir);
  return openPostgresStore({ connectionString: spec.databaseUrl ?? '', schema: spec.schema, poolSize: 20 });
}

export async function removeBenchStore(spec: BenchStoreSpec): Promise<void> {
  if (spec.kind === 'postgres') await dropPostgresSchema(spec.databaseUrl ?? '', spec.schema ?? '');
  rmSync(spec.dataDir, { recursive: true, force: true });
}
