import path from 'node:path';
import React from 'react';
import * as AcademyShared from '@academy/shared';
import { SHARED_MODULES } from '@academy/contracts/shared-modules';
import { hostShared, sharedRouter } from './sharedModules';

type Versions = Record<string, { version: string; requiredVersion: string }>;
const { sharedDependencies } = require('../../../tooling/build/sharedDependencies.js') as {
  sharedDependencies: (dir: string) => Record<string, unknown>;
};
const { hostSharedVersions } = require('../../../tooling/build/runtimeHost.js') as { hostSharedVersions: (dir: string) => Versions };

const shellDir = path.resolve(__dirname, '../..');
const shared = hostShared(hostSharedVersions(shellDir)) as Record<
  string,
  {
    version: string;
    lib?: () => unknown;
    get?: () => Promise<() => Record<string, unknown>>;
    shareConfig: { singleton: boolean; requiredVersion: string };
  }
>;

test('the shell provides every shared singleton the remotes consume, at its installed version', () => {
  expect(Object.keys(shared).sort()).toEqual(Object.keys(sharedDependencies(shellDir)).sort());
  expect(shared.react).toMatchObject({ version: React.version, shareConfig: { singleton: true, requiredVersion: '^19.3.1' } });
  expect(shared.react!.lib!()).toBe(React);
  expect(shared['@academy/shared']!.lib!()).toBe(AcademyShared);
});

test('the router is shared with exactly the exports the apps may import', () => {
  expect(Object.keys(sharedRouter).sort()).toEqual([...SHARED_MODULES['react-router-dom'].exports].sort());
  for (const value of Object.values(sharedRouter)) expect(value).toBeDefined();
});

test('the form rules are provided only when a remote asks for them', async () => {
  const factory = await shared['@academy/shared/rules']!.get!();
  expect(factory()).toHaveProperty('registrationSchema');
});

test('a build that names no version for a singleton fails loudly', () => {
  expect(() => hostShared({})).toThrow('The build gave no version for the shared module react.');
});
