/**
 * The optional virus scan: clamd's INSTREAM command over a Unix socket or TCP. The file is
 * sent in length-prefixed chunks ended by a zero length; clamd answers `stream: OK` or
 * `stream: <signature> FOUND`. Without configuration no scanner exists and uploads are not
 * scanned; with one, a scanner that cannot answer refuses the upload (fail closed).
 */
import { connect, type Socket } from 'node:net';
import type { ClamdTarget } from '../../config.js';

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

export interface VirusScanner {
  scan(bytes: Buffer): Promise<ScanVerdict>;
}

const CHUNK_BYTES = 64 * 1024;
const TIMEOUT_MS = 30_000;

export class ClamdScanner implements VirusScanner {
  constructor(private readonly target: ClamdTarget) {}

  scan(bytes: Buffer): Promise<ScanVerdict> {
    return new Promise((resolve, reject) => {
      const socket: Socket =
        'socketPath' in this.target
          ? connect(this.target.socketPath)
          : connect(this.target.port, this.target.host);
      const answer: Buffer[] = [];
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        socket.end();
        outcome();
      };
      const read = () => {
        const reply = Buffer.concat(answer).toString('utf8').replace(/\0/g, '').trim();
        if (reply === 'stream: OK') return settle(() => resolve({ clean: true }));
        const found = /^stream: (.+) FOUND$/.exec(reply);
        if (found?.[1]) return settle(() => resolve({ clean: false, signature: found[1] ?? '' }));
        settle(() => reject(new Error(`clamd answered: ${reply.slice(0, 200)}`)));
      };
      socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('clamd timed out')));
      socket.on('error', (error) => settle(() => reject(error)));
      // With the z prefix clamd ends its answer with a NUL byte; the socket stays open until then.
      socket.on('data', (chunk: Buffer) => {
        answer.push(chunk);
        if (chunk.includes(0)) read();
      });
      socket.on('end', read);
      socket.on('connect', () => {
        socket.write('zINSTREAM\0');
        for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
          const chunk = bytes.subarray(at, at + CHUNK_BYTES);
          const length = Buffer.alloc(4);
          length.writeUInt32BE(chunk.length);
          socket.write(length);
          socket.write(chunk);
        }
        socket.write(Buffer.alloc(4));
      });
    });
  }
}
