/** A local siteverify server (the reCAPTCHA/hCaptcha/Turnstile protocol) for tests. */
import { createServer } from 'node:http';

export async function startSiteverify(validToken: string, secret: string) {
  const requests: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const success = form.get('secret') === secret && form.get('response') === validToken;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          success
            ? { success: true }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
