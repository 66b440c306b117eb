/** @jest-environment node */
// The deploy guide's systemd unit for the API, as an operator copies it from docs/deploy.md, is
// sandboxed: `systemd-analyze security` rates its exposure 4.0 or lower (OK). Runs where
// systemd-analyze is installed (Debian's systemd package); elsewhere only its form is checked.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const guide = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'deploy.md'), 'utf8');
const unit = /`\/etc\/systemd\/system\/academy-api\.service`:\n\n```ini\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
const HAS_ANALYZE = spawnSync('systemd-analyze', ['--version']).status === 0;

test('the guide has the unit, running the API as its own user with the environment file', () => {
  expect(unit).toContain('ExecStart=/usr/bin/node --import tsx src/main.ts');
  expect(unit).toContain('EnvironmentFile=/etc/academy/api.env');
  expect(unit).toMatch(/^User=academy$/m);
  // V8 writes machine code at run time: this setting would stop Node at once.
  expect(unit).not.toMatch(/^MemoryDenyWriteExecute=yes/m);
});

(HAS_ANALYZE ? test : test.skip)('systemd-analyze security rates it 4.0 or lower', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-unit-'));
  try {
    fs.writeFileSync(path.join(dir, 'academy-api.service'), unit);
    const result = spawnSync('systemd-analyze', ['security', '--offline=true', '--no-pager', 'academy-api.service'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const level = /Overall exposure level for academy-api\.service: ([\d.]+)/.exec(result.stdout)?.[1];
    expect({ level, stderr: result.stderr }).toEqual({ level: expect.any(String), stderr: '' });
    expect(Number(level)).toBeLessThanOrEqual(4.0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
