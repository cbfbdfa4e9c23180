/**
 * The server fills two meta tags in index.html per request: the tenant key and the CSP nonce
 * for Mantine's injected <style> tags. The Vite dev server serves the raw placeholders.
 */
const CLIENT_PLACEHOLDER = '__TG_CLIENT__';
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Tenant used when no server filled the placeholder (the Vite dev server). */
export const FALLBACK_CLIENT = 'demo';

function readMeta(name: string, doc: Document): string {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
}

export function readClient(doc: Document = document): string {
  const client = readMeta('tg-client', doc);
  return client === '' || client === CLIENT_PLACEHOLDER ? FALLBACK_CLIENT : client;
}

/** Undefined when there is no real nonce, so no meaningless attribute is rendered. */
export function readStyleNonce(doc: Document = document): string | undefined {
  const nonce = readMeta('csp-nonce', doc);
  return nonce === '' || nonce === NONCE_PLACEHOLDER ? undefined : nonce;
}
