/**
 * A local captcha provider for browser tests: Turnstile's explicit-render script, the
 * challenge it shows in a frame, and the siteverify endpoint the API calls. The real
 * providers are on the internet, which tests do not reach (and the CSP would refuse them
 * anyway unless a tenant configured them).
 *
 * Like the real ones, each challenge page issues a fresh token, a token verifies once, and
 * only with the site's secret. `refuse(true)` makes the provider answer "invalid" for
 * every token, as it does for expired or forged ones.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface FakeCaptcha {
  origin: string;
  scriptUrl: string;
  verifyUrl: string;
  /** Tokens the API asked about, in order. */
  verifications: Array<{ secret: string | null; token: string | null; success: boolean }>;
  refuse(refusing: boolean): void;
  close(): Promise<void>;
}

/** window.turnstile: render(container, { sitekey, callback, 'expired-callback' }) → id. */
const API_SCRIPT = `(() => {
  const script = document.currentScript;
  const source = new URL(script.src);
  const widgets = new Map();
  let next = 0;
  const load = (widget) => {
    widget.token = null;
    widget.frame.src = source.origin + '/challenge?sitekey=' + encodeURIComponent(widget.sitekey) +
      '&id=' + widget.id + '&n=' + Math.random().toString(36).slice(2);
  };
  window.addEventListener('message', (event) => {
    if (event.origin !== source.origin || !event.data || event.data.type !== 'fake-captcha') return;
    const widget = widgets.get(event.data.id);
    if (!widget) return;
    widget.token = event.data.token;
    widget.params.callback(event.data.token);
  });
  window.turnstile = {
    render(container, params) {
      next += 1;
      const frame = document.createElement('iframe');
      frame.title = 'Security check challenge';
      frame.width = '300';
      frame.height = '70';
      frame.style.border = '0';
      container.appendChild(frame);
      const widget = { id: 'fake-' + next, sitekey: params.sitekey, params, frame, token: null };
      widgets.set(widget.id, widget);
      load(widget);
      return widget.id;
    },
    reset(id) { const widget = widgets.get(id); if (widget) load(widget); },
    remove(id) { const widget = widgets.get(id); if (widget) { widget.frame.remove(); widgets.delete(id); } },
    getResponse(id) { return widgets.get(id)?.token ?? undefined; },
  };
  const onload = source.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

function challengePage(id: string, token: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Security check challenge</title></head>
<body>
<label><input type="checkbox" id="human"> I am human</label>
<script>
document.getElementById('human').addEventListener('change', (event) => {
  if (event.target.checked) parent.postMessage({ type: 'fake-captcha', id: ${JSON.stringify(id)}, token: ${JSON.stringify(token)} }, '*');
});
</script>
</body></html>`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

export async function startFakeCaptcha(secret: string): Promise<FakeCaptcha> {
  const issued = new Set<string>();
  const used = new Set<string>();
  const verifications: FakeCaptcha['verifications'] = [];
  let refusing = false;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/turnstile/v0/api.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(API_SCRIPT);
      return;
    }
    if (request.method === 'GET' && url.pathname === '/challenge') {
      const token = `fake.${randomBytes(12).toString('base64url')}`;
      issued.add(token);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(challengePage(url.searchParams.get('id') ?? '', token));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/siteverify') {
      const form = new URLSearchParams(await readBody(request));
      const token = form.get('response');
      const success =
        !refusing &&
        form.get('secret') === secret &&
        token !== null &&
        issued.has(token) &&
        !used.has(token);
      if (token) used.add(token);
      verifications.push({ secret: form.get('secret'), token, success });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          success
            ? { success: true }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
      return;
    }
    response.writeHead(404).end();
  };

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    scriptUrl: `${origin}/turnstile/v0/api.js?render=explicit`,
    verifyUrl: `${origin}/siteverify`,
    verifications,
    refuse: (value) => {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
