import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../src/server';
import { DEFAULT_CORS_ORIGINS } from '../src/config/settings';
import type { OpenedStore, StoreTarget } from './storeTargets';

// A server over a fresh store, with settings a test can override.

export interface TestServer extends OpenedStore {
  app: FastifyInstance;
}

export async function startTestServer(
  target: StoreTarget,
  overrides: Partial<ServerOptions['settings']> & { now?: () => Date } = {},
): Promise<TestServer> {
  const opened = await target.open();
  const { now, ...settings } = overrides;
  const app = await buildServer({
    store: opened.store,
    now,
    settings: {
      writeRateLimit: 0,
      emailOutbox: true,
      corsOrigins: DEFAULT_CORS_ORIGINS,
      dataDir: opened.dataDir,
      ...settings,
    },
  });
  return {
    ...opened,
    app,
    dispose: async () => {
      await app.close();
      await opened.dispose();
    },
  };
}

export const today = (): string => {
  const d = new Date();
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

export function registrationRow(number: number, overrides: Record<number, string> = {}): string[] {
  const row = [
    today(), `GFI${number}`, 'Chess', 'Priya Sharma', 'Aarav', '9', '12 MG Road, Pune', '91', '919876543210',
    `parent${number}@example.com`, 'GFI10001',
  ];
  for (const [index, value] of Object.entries(overrides)) row[Number(index)] = value;
  return row;
}

export function applicantRow(number: number, email: string, overrides: Record<number, string> = {}): string[] {
  const row = [
    today(), `TGFI${number}`, '-', 'Ravi Kumar', '919812345678', email, 'Chess', 'Advanced', '5', '-', 'WEB', 'N',
  ];
  for (const [index, value] of Object.entries(overrides)) row[Number(index)] = value;
  return row;
}

/** Claims the next number of a counter through the HTTP protocol (GET then PUT). */
export async function claimNumber(app: FastifyInstance, cell: 'A2' | 'B2'): Promise<number> {
  const current = Number((await app.inject({ method: 'GET', url: `/values?cell=${cell}` })).body);
  const claimed = await app.inject({ method: 'PUT', url: '/values', payload: { cell, updatedValue: current + 1 } });
  return (claimed.json() as { value: number }).value;
}

/** Bodies of POST /registrations and POST /applications as a form sends them. */
export const GOOD_REGISTRATION = {
  course: 'Coding', parentName: ' Priya Sharma ', childName: 'Aarav', age: '9', address: '12 MG Road, Pune',
  countryCode: '91', mobileNumber: '9876543210', email: ' priya@example.com ', referralCode: 'GFI10001', website: '',
};
export const GOOD_APPLICATION = {
  name: 'Ravi Kumar', mobileNumber: '919812345678', email: 'Ravi@Example.com', expertIn: 'Chess', level: 'Advanced',
  yoe: '5', website: '',
};
