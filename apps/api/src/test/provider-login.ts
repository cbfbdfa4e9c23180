/**
 * Goes through a provider's pages as a browser would, for API tests: follows redirects with
 * the provider's cookies, submits its forms (filling `login` and `password` when asked), and
 * stops at the redirect back to our return page, whose URL it answers.
 */
const FORM = /<form([^>]*)>([\s\S]*?)<\/form>/i;
const INPUT = /<input([^>]*)>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
const unescape = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');

export async function signInAtProvider(
  authorizationUrl: string,
  returnPrefix: string,
  fill: Record<string, string> = {},
): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step += 1) {
    if (url.startsWith(returnPrefix)) return new URL(url);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), cookie: [...cookies.values()].join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      cookies.set(pair.split('=')[0] ?? '', pair);
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      init = {};
      continue;
    }
    const html = await response.text();
    const form = FORM.exec(html);
    if (!form) throw new Error(`No form at ${url} (${response.status}): ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    const formTag = form[1] ?? '';
    for (const [, tag = ''] of form[2]?.matchAll(INPUT) ?? []) {
      const name = attribute(tag, 'name');
      if (!name) continue;
      fields.set(name, fill[name] ?? unescape(attribute(tag, 'value') ?? ''));
    }
    url = new URL(unescape(attribute(formTag, 'action') ?? ''), url).href;
    init = {
      method: (attribute(formTag, 'method') ?? 'post').toUpperCase(),
      body: fields.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('Too many steps at the provider');
}
