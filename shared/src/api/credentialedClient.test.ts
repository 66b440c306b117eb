/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCredentialedClient } from './credentialedClient';

// What the office's requests carry to the API: the token on writes only, the base URL, the body.

interface Seen {
  method: string;
  url: string;
  token: string | undefined;
  body: string;
}

async function withServer(run: (base: string, seen: Seen[]) => Promise<void>): Promise<void> {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        token: request.headers['x-csrf-token'] as string | undefined,
        body,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test('writes carry the session token in the named header, reads do not', async () => {
  await withServer(async (base, seen) => {
    const client = createCredentialedClient(base, 'X-CSRF-Token');
    client.setCsrfToken('tok-1');
    await client.get('/office/me');
    await client.post('/office/tournaments', { start: 'x' });
    await client.put('/office/tournaments/3', { start: 'y' });
    await client.patch('/office/registrations/R1', { status: 'contacted' });
    await client.delete('/office/tournaments/3');
    expect(seen.map((s) => [s.method, s.url, s.token])).toEqual([
      ['GET', '/office/me', undefined],
      ['POST', '/office/tournaments', 'tok-1'],
      ['PUT', '/office/tournaments/3', 'tok-1'],
      ['PATCH', '/office/registrations/R1', 'tok-1'],
      ['DELETE', '/office/tournaments/3', 'tok-1'],
    ]);
    expect(JSON.parse(seen[3]!.body)).toEqual({ status: 'contacted' });
  });
});

test('after sign-out no token is sent, and the base URL can change', async () => {
  await withServer(async (base, seen) => {
    const client = createCredentialedClient('http://127.0.0.1:1', 'X-CSRF-Token');
    client.setBaseUrl(base);
    client.setCsrfToken('tok-1');
    client.setCsrfToken(null);
    const response = await client.delete<{ ok: boolean }>('/office/session');
    expect(response.data).toEqual({ ok: true });
    expect(seen).toEqual([{ method: 'DELETE', url: '/office/session', token: undefined, body: '' }]);
  });
});
