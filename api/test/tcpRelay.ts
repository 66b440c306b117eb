import { connect, createServer } from 'node:net';
import type { NetConnectOpts, Socket } from 'node:net';

// A TCP relay in front of a real server (PostgreSQL): a store opened through it loses its
// database the moment the relay closes, every open connection cut and new ones refused, as when
// the database's host goes away.

export interface Relay {
  port: number;
  /** Cuts every connection and refuses new ones. */
  close(): void;
}

export async function openRelay(target: NetConnectOpts): Promise<Relay> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** Where a PostgreSQL URL's server listens: host and port, or the socket `?host=/dir` names. */
export function postgresAddress(url: URL): NetConnectOpts {
  const socketDir = url.searchParams.get('host');
  const port = Number(url.port || 5432);
  if (!url.hostname && socketDir) return { path: `${socketDir}/.s.PGSQL.${port}` };
  return { host: url.hostname, port };
}

/** The same database, reached through the relay on `port`. */
export function throughRelay(url: URL, port: number): string {
  const relayed = new URL(url.toString());
  relayed.searchParams.delete('host');
  relayed.hostname = '127.0.0.1';
  relayed.port = String(port);
  return relayed.toString();
}
