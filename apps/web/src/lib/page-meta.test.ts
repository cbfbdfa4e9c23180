import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_CLIENT, readClient, readStyleNonce } from './page-meta';

function setMeta(name: string, content: string): void {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('readClient', () => {
  it('reads the tenant the server filled in', () => {
    setMeta('tg-client', 'northwind');
    expect(readClient()).toBe('northwind');
  });

  it('falls back to the demo tenant while the placeholder is unfilled', () => {
    setMeta('tg-client', '__TG_CLIENT__');
    expect(readClient()).toBe(FALLBACK_CLIENT);
  });

  it('falls back to the demo tenant without the meta tag', () => {
    expect(readClient()).toBe(FALLBACK_CLIENT);
  });
});

describe('readStyleNonce', () => {
  it('reads the nonce the server filled in', () => {
    setMeta('csp-nonce', 'abc123');
    expect(readStyleNonce()).toBe('abc123');
  });

  it('is undefined while the placeholder is unfilled', () => {
    setMeta('csp-nonce', '__CSP_NONCE__');
    expect(readStyleNonce()).toBeUndefined();
  });
});
