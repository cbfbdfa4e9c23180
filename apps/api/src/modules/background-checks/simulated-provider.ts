/**
 * The simulated background check provider (decision 0052): a real HTTP peer that runs in this
 * process, so the demo and the tests cross the same wire an outside provider would. Its server
 * listens on a free loopback port (started on first use): `GET /packages`, `POST /orders`. After
 * an order it posts signed callbacks to the order's callback address (in_progress, then
 * completed with the outcome), retrying a failed delivery a few times as providers do. It
 * never reads the site's rows: it knows its orders by its own reference.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { BackgroundPackage } from '@talentgate/domain';
import type { FastifyBaseLogger } from 'fastify';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './callback-signature.js';
import {
  ProviderUnavailableError,
  type BackgroundOrderRequest,
  type BackgroundProvider,
} from './provider.js';
import { SIMULATED_PACKAGES, simulatedOutcome } from './simulated-packages.js';

export const SIMULATED_PROVIDER_ID = 'simulated';
const MAX_BODY_BYTES = 16 * 1024;
const DELIVERY_ATTEMPTS = 4;

export interface SimulatedProviderOptions {
  callbackSecret: Buffer;
  /** The time between an order and its first callback, and between callbacks. */
  stepDelayMs: number;
  log: FastifyBaseLogger;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function isOrderRequest(value: unknown): value is BackgroundOrderRequest {
  if (typeof value !== 'object' || value === null) return false;
  const candidate: unknown = Reflect.get(value, 'candidate');
  return (
    typeof Reflect.get(value, 'packageCode') === 'string' &&
    typeof Reflect.get(value, 'callbackUrl') === 'string' &&
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof Reflect.get(candidate, 'email') === 'string'
  );
}

const answer = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** The provider's side: its HTTP server, its orders' callbacks, and nothing of the site. */
class SimulatedProviderServer {
  private server: Server | null = null;
  private origin: Promise<string> | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly options: SimulatedProviderOptions) {}

  /** Its address, listening from the first call on. */
  url(): Promise<string> {
    this.origin ??= new Promise((resolve, reject) => {
      const server = createServer((request, response) => void this.handle(request, response));
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        if (typeof address === 'object' && address !== null)
          resolve(`http://127.0.0.1:${address.port}`);
        else reject(new Error('the simulated provider has no address'));
      });
      this.server = server;
    });
    return this.origin;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      if (request.method === 'GET' && request.url === '/packages') {
        answer(response, 200, { packages: SIMULATED_PACKAGES });
        return;
      }
      if (request.method === 'POST' && request.url === '/orders') {
        const body: unknown = JSON.parse(await readBody(request));
        if (!isOrderRequest(body)) return answer(response, 400, { error: 'invalid order' });
        if (!SIMULATED_PACKAGES.some((item) => item.code === body.packageCode))
          return answer(response, 422, { error: 'unknown package' });
        const reference = `sim-${randomUUID()}`;
        answer(response, 201, { reference });
        this.progress(reference, body);
        return;
      }
      answer(response, 404, { error: 'not found' });
    } catch {
      answer(response, 400, { error: 'bad request' });
    }
  }

  /** in_progress after one step, completed with the outcome after another. */
  private progress(reference: string, order: BackgroundOrderRequest): void {
    const outcome = simulatedOutcome(order.candidate.email);
    this.later(this.options.stepDelayMs, async () => {
      await this.deliver(order.callbackUrl, { reference, status: 'in_progress' });
      this.later(this.options.stepDelayMs, () =>
        this.deliver(order.callbackUrl, { reference, status: 'completed', ...outcome }),
      );
    });
  }

  private later(delayMs: number, work: () => Promise<void>): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void work().catch((error: unknown) =>
        this.options.log.warn({ err: error }, 'simulated background provider step failed'),
      );
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** One delivery (one id), signed afresh at each attempt; retried after a failure. */
  private async deliver(callbackUrl: string, event: Record<string, string>): Promise<void> {
    const rawBody = JSON.stringify({ deliveryId: randomUUID(), ...event });
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS && !this.closed; attempt += 1) {
      const timestamp = Math.floor(Date.now() / 1000);
      try {
        const response = await fetch(callbackUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signCallback(this.options.callbackSecret, timestamp, rawBody),
            [TIMESTAMP_HEADER]: String(timestamp),
          },
          body: rawBody,
          signal: AbortSignal.timeout(10_000),
        });
        // Accepted, or already received (a retry of a delivery that did arrive).
        if (response.ok || response.status === 409) return;
        this.options.log.warn(
          { status: response.status, attempt },
          'simulated background provider: callback refused',
        );
      } catch (error) {
        this.options.log.warn(
          { err: error, attempt },
          'simulated background provider: callback failed',
        );
      }
      if (attempt < DELIVERY_ATTEMPTS)
        await new Promise((resolve) =>
          setTimeout(resolve, this.options.stepDelayMs * 2 ** attempt).unref(),
        );
    }
  }
}

/** A package as the provider's answer gives it; null for an entry not in that shape. */
function packageOf(entry: unknown): BackgroundPackage | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const code: unknown = Reflect.get(entry, 'code');
  const name: unknown = Reflect.get(entry, 'name');
  const description: unknown = Reflect.get(entry, 'description');
  const checks: unknown = Reflect.get(entry, 'checks');
  if (typeof code !== 'string' || typeof name !== 'string' || typeof description !== 'string')
    return null;
  const listed = Array.isArray(checks)
    ? checks.filter((check): check is string => typeof check === 'string')
    : [];
  return { code, name, description, checks: listed };
}

/** The adapter the site uses: it talks to the simulated server over HTTP like any provider. */
export function createSimulatedProvider(options: SimulatedProviderOptions): BackgroundProvider & {
  close(): Promise<void>;
} {
  const server = new SimulatedProviderServer(options);
  const call = async (path: string, init: RequestInit = {}): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(`${await server.url()}${path}`, {
        ...init,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError('the simulated provider did not answer', { cause: error });
    }
    if (!response.ok)
      throw new ProviderUnavailableError(`the simulated provider answered ${response.status}`);
    return response.json();
  };
  return {
    id: SIMULATED_PROVIDER_ID,
    callbackSecret: options.callbackSecret,
    inProcess: true,
    packages: async () => {
      const body = await call('/packages');
      const packages: unknown =
        typeof body === 'object' && body !== null ? Reflect.get(body, 'packages') : null;
      if (!Array.isArray(packages)) throw new ProviderUnavailableError('no packages in the answer');
      return packages.flatMap((entry: unknown) => {
        const item = packageOf(entry);
        return item ? [item] : [];
      });
    },
    placeOrder: async (order) => {
      const body = await call('/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(order),
      });
      const reference: unknown =
        typeof body === 'object' && body !== null ? Reflect.get(body, 'reference') : null;
      if (typeof reference !== 'string')
        throw new ProviderUnavailableError('no reference in the answer');
      return { reference };
    },
    close: () => server.close(),
  };
}
