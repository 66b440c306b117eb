import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import localDeployment from '@academy/contracts/local-config';
import { startApi } from './apiProcess';
import { productionEnvironment } from './productionEnv';
import { tempDir } from './storeTargets';
import {
  PRODUCTION_CORS_MESSAGE,
  PRODUCTION_DATA_DIR_MESSAGE,
  PRODUCTION_OFFICE_ORIGIN_MESSAGE,
  PRODUCTION_AUDIT_HASH_KEY_MESSAGE,
} from '../src/config/settings';
import { PRODUCTION_PRIVATE_KEY_MESSAGE, PRODUCTION_SITE_CONFIG_MESSAGE } from '../src/email/emailSettings';
import { TRUST_PROXY_REQUIRED_MESSAGE } from '../src/config/proxyRules';

// A production start as the deploy guide's operator makes it: with a half-done environment the
// API starts nothing and writes one JSON line naming every problem, exit 1; with everything set
// it serves. (No request here sends an e-mail: the EmailJS origin is a name that never resolves.)

const API_DIR = join(__dirname, '..');
const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const COMPLETE = productionEnvironment(dir);

/** The guide's own environment file (docs/deploy.md), every line as an operator copies it. */
function guideEnvironment(): Record<string, string> {
  const guide = readFileSync(join(API_DIR, '..', 'docs', 'deploy.md'), 'utf8');
  const block = /`\/etc\/academy\/api\.env`[^\n]*\n\n```sh\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
}

function start(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.keys(COMPLETE).map((name) => [name, '']));
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...clean, DATABASE_URL: '', REDIS_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, lines: result.stdout.split('\n').filter(Boolean), stderr: result.stderr };
}

test('a production start with every unsafe value names them all in one JSON line and exits 1', () => {
  const { code, lines, stderr } = start({
    NODE_ENV: 'production',
    CORS_ORIGINS: 'http://localhost:3000',
    AUDIT_HASH_KEY: guideEnvironment().AUDIT_HASH_KEY ?? '',
    PAYMENT_LINK_SECRET: '…',
  });
  expect(code).toBe(1);
  expect(stderr).toBe('');
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]!) as { level: number; msg: string; problems: string[] };
  expect(line).toMatchObject({ level: 60, msg: 'the settings are incomplete or unsafe: nothing was started' });
  expect(line.problems).toEqual([
    PRODUCTION_DATA_DIR_MESSAGE,
    "CORS_ORIGINS must name the public site's origins with NODE_ENV=production, not http://localhost:3000.",
    TRUST_PROXY_REQUIRED_MESSAGE,
    PRODUCTION_OFFICE_ORIGIN_MESSAGE,
    'PAYMENT_LINK_SECRET must be at least 32 characters.',
    PRODUCTION_AUDIT_HASH_KEY_MESSAGE,
    PRODUCTION_SITE_CONFIG_MESSAGE,
    PRODUCTION_PRIVATE_KEY_MESSAGE,
    "The EmailJS origin is http://localhost:4001, which is not EmailJS: with NODE_ENV=production set EMAILJS_ORIGIN or the config's email.origin to https://api.emailjs.com.",
  ]);
}, 90_000);

test("the deploy guide's environment file, copied as written, is refused with every value it leaves to the operator", () => {
  const guide = guideEnvironment();
  expect(guide.NODE_ENV).toBe('production');
  const { code, lines } = start({ ...guide, DATABASE_URL: '' });
  expect(code).toBe(1);
  const { problems } = JSON.parse(lines[0]!) as { problems: string[] };
  expect(problems).toContain(PRODUCTION_AUDIT_HASH_KEY_MESSAGE);
  expect(problems).toContain('EMAILJS_PRIVATE_KEY is a placeholder, not a secret.');
  expect(problems.filter((problem) => /^(PAYMENT_LINK_SECRET|SITE_CONFIG names \/srv\/academy)/.test(problem))).toHaveLength(2);
  expect(problems).not.toContain(PRODUCTION_CORS_MESSAGE);
  expect(problems).not.toContain(PRODUCTION_OFFICE_ORIGIN_MESSAGE);
}, 90_000);

test('a config still holding the sample contacts is refused in production', () => {
  const sample = join(dir, 'sample.json');
  writeFileSync(sample, JSON.stringify({ ...localDeployment, email: { ...localDeployment.email, origin: 'https://api.emailjs.com' } }));
  const { code, lines } = start({ ...COMPLETE, SITE_CONFIG: sample });
  expect(code).toBe(1);
  expect((JSON.parse(lines[0]!) as { problems: string[] }).problems).toEqual([
    `SITE_CONFIG (${sample}) still holds the sample EmailJS service (EMAILJS_SERVICE_ID or email.serviceId), the sample EmailJS public key (EMAILJS_PUBLIC_KEY or email.publicKey), the sample supportPhone, the sample supportEmail.`,
  ]);
}, 90_000);

test('with everything set, production starts and serves', async () => {
  const api = await startApi(COMPLETE);
  try {
    expect((await fetch(`${api.base}/health/live`)).status).toBe(200);
    expect(api.logs.find((line) => line.msg === 'starting')).toMatchObject({ level: 30 });
  } finally {
    api.child.kill('SIGTERM');
    await api.exited;
  }
}, 90_000);
