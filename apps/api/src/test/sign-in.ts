/** Signs a candidate in through the real login call and returns the session cookie. */
import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD } from './factories.js';

export async function signInCookie(
  app: FastifyInstance,
  client: string,
  uname: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/rest/login',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-client': client },
    payload: { username: uname, password },
  });
  const cookie = response.cookies.find((item) => item.name === 'tg_session');
  if (!cookie) throw new Error(`sign-in failed (${response.statusCode}): ${response.body}`);
  return `tg_session=${cookie.value}`;
}
