// The yardstick: a bare Fastify hello-world on the same machine, in its own process.
// `/answer?length=N` sends a JSON body of N bytes (made once), a reference for what bare
// Fastify reaches with an answer as large as a job search's.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const answers = new Map();
app.get('/answer', async (request, reply) => {
  const length = Math.max(12, Number(request.query.length) || 0);
  if (!answers.has(length)) {
    answers.set(length, Buffer.from(JSON.stringify({ pad: 'x'.repeat(length - 10) })));
  }
  return reply.type('application/json; charset=utf-8').send(answers.get(length));
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening ${app.server.address().port}`);
