/**
 * A local OAuth 2.0 server with Facebook's shapes, for tests: the login dialog (a page with
 * a Continue button for the current user), the token endpoint (code once, the client's
 * secret, the same redirect URI, PKCE S256) answering `{ access_token, token_type: 'bearer',
 * expires_in }`, and the Graph API's `/me` with the asked-for fields. Facebook gives no
 * `email_verified`; a user may have no e-mail at all.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface FacebookUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  picture?: { data: { url: string } };
  work?: unknown[];
  education?: unknown[];
}

export interface FakeFacebook {
  origin: string;
  endpoints: { authorizationEndpoint: string; tokenEndpoint: string; userInfoEndpoint: string };
  /** Who is signed in at "Facebook" now. */
  signInAs(user: FacebookUser): void;
  close(): Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  user: FacebookUser;
  used: boolean;
}

function body(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(new URLSearchParams(text)));
  });
}

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startFakeFacebook(clients: Record<string, string>): Promise<FakeFacebook> {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, FacebookUser>();
  let current: FacebookUser = { id: '1000', first_name: 'Fay', last_name: 'Book' };

  const json = (response: ServerResponse, status: number, value: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/dialog/oauth') {
        const name = `${current.first_name ?? ''} ${current.last_name ?? ''}`.trim();
        const hidden = [...url.searchParams]
          .map(
            ([key, value]) =>
              `<input type="hidden" name="${escape(key)}" value="${escape(value)}">`,
          )
          .join('');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><html lang="en"><head><title>Log in with Facebook</title></head><body><main><h1>Log in with Facebook</h1><form method="post" action="/dialog/approve">${hidden}<button type="submit">Continue as ${escape(name)}</button></form></main></body></html>`,
        );
        return;
      }
      if (url.pathname === '/dialog/approve' && request.method === 'POST') {
        const form = await body(request);
        const redirectUri = form.get('redirect_uri') ?? '';
        const code = randomBytes(16).toString('hex');
        grants.set(code, {
          clientId: form.get('client_id') ?? '',
          redirectUri,
          challenge: form.get('code_challenge') ?? '',
          user: current,
          used: false,
        });
        const target = new URL(redirectUri);
        target.searchParams.set('code', code);
        target.searchParams.set('state', form.get('state') ?? '');
        response.writeHead(302, { location: target.href });
        response.end();
        return;
      }
      if (url.pathname === '/oauth/access_token' && request.method === 'POST') {
        const form = await body(request);
        const grant = grants.get(form.get('code') ?? '');
        const clientId = form.get('client_id') ?? '';
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !grant ||
          grant.used ||
          grant.clientId !== clientId ||
          clients[clientId] !== form.get('client_secret') ||
          grant.redirectUri !== form.get('redirect_uri') ||
          grant.challenge !== challenge
        ) {
          if (grant) grant.used = true;
          json(response, 400, {
            error: {
              message: 'Invalid verification code format.',
              type: 'OAuthException',
              code: 100,
            },
          });
          return;
        }
        grant.used = true;
        const token = randomBytes(24).toString('hex');
        tokens.set(token, grant.user);
        json(response, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
        return;
      }
      if (url.pathname === '/me') {
        const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
        const user = tokens.get(bearer ?? url.searchParams.get('access_token') ?? '');
        if (!user) {
          json(response, 401, { error: { message: 'Invalid OAuth access token.', code: 190 } });
          return;
        }
        const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
        const answer: Record<string, unknown> = {};
        for (const field of fields) {
          const key = field.replace(/\..*$/, '');
          const value: unknown = Reflect.get(user, key);
          if (value !== undefined) answer[key] = value;
        }
        json(response, 200, answer);
        return;
      }
      response.writeHead(404);
      response.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    endpoints: {
      authorizationEndpoint: `${origin}/dialog/oauth`,
      tokenEndpoint: `${origin}/oauth/access_token`,
      userInfoEndpoint: `${origin}/me`,
    },
    signInAs: (user) => {
      current = user;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
