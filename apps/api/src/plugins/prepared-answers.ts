/**
 * Answers served from a cache many times over (job search): their JSON text, its bytes
 * and their gzip are made once per answer instead of once per request. Writing 7.5 KB of
 * JSON, encoding it to UTF-8 and gzipping it for a browser cost far more than finding the
 * answer in the cache.
 *
 * A route opts in with `preparedAnswerRoute()` (a serializer compiler and an onSend hook)
 * and answers with `answerPrepared(reply, prepared)`. The JSON is still written by the
 * route's response schema, so fields the contract does not name never leave.
 */
import { gzipSync } from 'node:zlib';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

declare module 'fastify' {
  interface FastifyReply {
    preparedAnswer: PreparedAnswer<object> | null;
  }
}

/** Below this size gzip saves too little to be worth a header (as @fastify/compress). */
const GZIP_THRESHOLD_BYTES = 1024;

export class PreparedAnswer<T extends object> {
  readonly bytes: Buffer;
  private gzipped: Buffer | undefined;

  constructor(
    readonly value: T,
    readonly text: string,
  ) {
    this.bytes = Buffer.from(text);
  }

  gzip(): Buffer {
    this.gzipped ??= gzipSync(this.bytes);
    return this.gzipped;
  }
}

const preparedTexts = new WeakMap<object, string>();

/** Writes answers of one response schema once; keep the result while the answer is cached. */
export function answerPreparer<T extends object>(schema: object): (value: T) => PreparedAnswer<T> {
  const stringify = fastJson(schema);
  return (value) => {
    const prepared = new PreparedAnswer(value, stringify(value));
    preparedTexts.set(value, prepared.text);
    return prepared;
  };
}

export function registerPreparedAnswers(app: FastifyInstance): void {
  app.decorateReply('preparedAnswer', null);
}

/** Marks the reply so the prepared bytes are sent; returns the value for the handler. */
export function answerPrepared<T extends object>(
  reply: FastifyReply,
  prepared: PreparedAnswer<T>,
): T {
  reply.preparedAnswer = prepared;
  return prepared.value;
}

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** Serializer for prepared values (their text, already written) and others (as Fastify). */
const preparedSerializerCompiler: FastifySerializerCompiler<object> = ({ schema }) => {
  const stringify = fastJson(schema);
  return (data: unknown) =>
    (typeof data === 'object' && data !== null && preparedTexts.get(data)) || stringify(data);
};

function sendPreparedBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  const prepared = reply.preparedAnswer;
  if (prepared === null || reply.statusCode !== 200) {
    done(null, payload);
    return;
  }
  if (
    prepared.bytes.length >= GZIP_THRESHOLD_BYTES &&
    acceptsGzip(request.headers['accept-encoding'])
  ) {
    reply.header('content-encoding', 'gzip');
    reply.header('vary', 'accept-encoding');
    done(null, prepared.gzip());
    return;
  }
  done(null, prepared.bytes);
}

/** Route options for a route that answers with prepared answers. */
export function preparedAnswerRoute() {
  return {
    serializerCompiler: preparedSerializerCompiler,
    onSend: sendPreparedBytes,
    // These routes gzip their prepared bytes themselves and take no body: @fastify/compress's
    // per-request hooks (onSend, preParsing) would only cost time on the hottest route.
    compress: false as const,
    decompress: false as const,
  };
}
