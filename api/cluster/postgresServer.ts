import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

// A PostgreSQL server of the cluster suite's own, from Debian's packages: a fresh data directory
// on a free port, so the suite can stop and start it under load. Run as the `postgres` user when
// the suite runs as root (PostgreSQL refuses to run as root).

const VERSIONS = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
const BIN = VERSIONS[0] ? `/usr/lib/postgresql/${VERSIONS[0]}/bin` : '';

const asRoot = userInfo().uid === 0;
function run(command: string, args: string[]): void {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]] : [join(BIN, command), args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

export interface PostgresServer {
  url: string;
  stop(): void;
  start(): void;
  dispose(): void;
}

export function startPostgres(port: number): PostgresServer {
  const dir = mkdtempSync(join(tmpdir(), 'academy-cluster-pg-'));
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres']).stdout.toString().trim();
    const gid = spawnSync('id', ['-g', 'postgres']).stdout.toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'academy', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=on`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-w', '-t', '30', '-l', join(dir, 'log'), 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://academy@127.0.0.1:${port}/postgres`,
    start,
    stop,
    dispose: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
