/**
 * A tiny clamd for tests, speaking the real INSTREAM protocol on a Unix socket: it reads
 * `zINSTREAM\0`, then 4-byte big-endian chunk lengths and chunks until a zero length, and
 * answers `stream: OK\0`, or `stream: Eicar-Signature FOUND\0` when the stream holds the
 * EICAR test string.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export interface FakeClamd {
  socketPath: string;
  /** Streams scanned so far. */
  scans: Buffer[];
  close(): Promise<void>;
}

function serve(socket: Socket, scans: Buffer[]): void {
  let pending = Buffer.alloc(0);
  let commandRead = false;
  const chunks: Buffer[] = [];
  socket.on('data', (data: Buffer) => {
    pending = Buffer.concat([pending, data]);
    if (!commandRead) {
      const end = pending.indexOf(0);
      if (end < 0) return;
      if (pending.subarray(0, end).toString() !== 'zINSTREAM') {
        socket.end('UNKNOWN COMMAND\0');
        return;
      }
      commandRead = true;
      pending = pending.subarray(end + 1);
    }
    while (pending.length >= 4) {
      const length = pending.readUInt32BE(0);
      if (length === 0) {
        const stream = Buffer.concat(chunks);
        scans.push(stream);
        socket.end(stream.includes(EICAR) ? 'stream: Eicar-Signature FOUND\0' : 'stream: OK\0');
        return;
      }
      if (pending.length < 4 + length) return;
      chunks.push(pending.subarray(4, 4 + length));
      pending = pending.subarray(4 + length);
    }
  });
}

export async function startFakeClamd(): Promise<FakeClamd> {
  const socketPath = path.join(mkdtempSync(path.join(tmpdir(), 'clamd-')), 'clamd.sock');
  const scans: Buffer[] = [];
  const server: Server = createServer((socket) => serve(socket, scans));
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  return {
    socketPath,
    scans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
