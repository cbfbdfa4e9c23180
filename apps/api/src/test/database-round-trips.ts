/**
 * Counts the socket writes a piece of work sends to the PostgreSQL server: each is a round
 * trip the server wakes for (decision 0025). Only sockets connected to the test server's port
 * count, so other traffic of the test process does not.
 */
import net from 'node:net';
import { inject } from 'vitest';

type Flush = (this: net.Socket, ...args: unknown[]) => unknown;

export async function databaseWritesDuring(work: () => Promise<unknown>): Promise<number> {
  const postgres = inject('postgresTemplate');
  if (!postgres) throw new Error('only the PostgreSQL server has round trips to count');
  const port = Number(new URL(postgres.url).port || 5432);
  // Socket's internal flushes: one per write(2) or writev(2) the stream makes.
  const prototype = net.Socket.prototype as unknown as Record<'_write' | '_writev', Flush>;
  const originals = { _write: prototype._write, _writev: prototype._writev };
  let writes = 0;
  for (const method of ['_write', '_writev'] as const) {
    const original = originals[method];
    prototype[method] = function counted(this: net.Socket, ...args: unknown[]) {
      if (this.remotePort === port) writes += 1;
      return original.apply(this, args);
    };
  }
  try {
    await work();
  } finally {
    prototype._write = originals._write;
    prototype._writev = originals._writev;
  }
  return writes;
}
