import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { nodeProblem } from '@academy/contracts/node-version';
import { tempDir } from './storeTargets';

// The Node floor where production runs: `node --import tsx src/main.ts` and every CLI, started
// by an installed Node below engines.node (OLD_NODE, which .ci/run sets; this image's
// /usr/bin/node is 20), stop with the project's one sentence, exit 1, and open no store.

const API_DIR = join(__dirname, '..');
const ROOT = join(API_DIR, '..');
const range = (require(join(ROOT, 'package.json')) as { engines: { node: string } }).engines.node;

function oldNode(): { path: string; version: string } | null {
  const path = process.env.OLD_NODE || '/usr/bin/node';
  if (!existsSync(path)) return null;
  const version = spawnSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
  return nodeProblem({ version, typescript: 'strip', range, nvmrc: '' }) ? { path, version } : null;
}

const old = oldNode();
if (!old && process.env.CI) throw new Error('CI must name a Node below the floor in OLD_NODE (.ci/run does).');

(old ? describe : describe.skip)(`on Node ${old?.version ?? '(none below the floor installed)'}`, () => {
  const dataDir = tempDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const tsxCli = require.resolve('tsx/cli');
  const nvmrc = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
  const sentence = () => nodeProblem({ version: old!.version, typescript: false, range, nvmrc });

  test.each([
    ['the API', ['--import', 'tsx', 'src/main.ts']],
    ['the data CLI', [tsxCli, 'src/cli/data.ts', 'purge']],
    ['the staff CLI', [tsxCli, 'src/cli/staff.ts', 'list']],
    ['the migrate CLI', [tsxCli, 'src/cli/migrate.ts', 'apply']],
  ])(
    '%s refuses with the project sentence and touches no store',
    (_name, args) => {
      const result = spawnSync(old!.path, args, {
        cwd: API_DIR,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect({ code: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
        code: 1,
        stdout: '',
        stderr: `${sentence()}\n`,
      });
      expect(readdirSync(dataDir)).toEqual([]);
    },
    90_000,
  );
});
