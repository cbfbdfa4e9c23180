import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  answerPrepared,
  answerPreparer,
  preparedAnswerRoute,
  registerPreparedAnswers,
} from './prepared-answers.js';

const Answer = Type.Object({ title: Type.String(), summary: Type.String() });
type Answer = Type.Static<typeof Answer>;

async function appAnswering(answer: Answer & { secret?: string }) {
  const app = Fastify();
  registerPreparedAnswers(app);
  const prepared = answerPreparer<Answer>(Answer)(answer);
  app.get(
    '/prepared',
    { schema: { response: { 200: Answer } }, ...preparedAnswerRoute() },
    async (_request, reply) => answerPrepared(reply, prepared),
  );
  app.get(
    '/plain',
    { schema: { response: { 200: Answer } }, ...preparedAnswerRoute() },
    async () => ({ ...answer }),
  );
  return { app, prepared };
}

describe('prepared answers', () => {
  it('sends only the contract fields, written once', async () => {
    const answer = { title: 'Nurse', summary: 'Night shifts', secret: 'never sent' };
    const { app, prepared } = await appAnswering(answer);
    const first = await app.inject('/prepared');
    expect(first.json()).toEqual({ title: 'Nurse', summary: 'Night shifts' });
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    // The same prepared answer is sent as the same bytes: changing the value shows nothing is rewritten.
    answer.title = 'Changed';
    expect((await app.inject('/prepared')).body).toBe(first.body);
    expect(prepared.text).toBe(first.body);
    // Values not prepared are serialized afresh, still by the schema.
    expect((await app.inject('/plain')).json()).toEqual({
      title: 'Changed',
      summary: 'Night shifts',
    });
  });

  it('gzips a large answer once for clients that accept it', async () => {
    const { app, prepared } = await appAnswering({ title: 'Nurse', summary: 'x'.repeat(4000) });
    const zipped = await app.inject({
      url: '/prepared',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(prepared.text);
    expect(prepared.gzip()).toBe(prepared.gzip());
    const identity = await app.inject({
      url: '/prepared',
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(prepared.text);
  });

  it('reads Accept-Encoding with qualities', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
