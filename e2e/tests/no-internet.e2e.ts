/**
 * No browser test reaches the internet (the brief): the browser sends everything but the
 * loopback to a proxy that is not there (support/chromium.mjs).
 */
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser.js';

useBrowser();

describe('the test browser', () => {
  it('reaches the site but neither a host name nor an address on the internet', async () => {
    const page = await openPage('/');
    await page.getByRole('banner').waitFor();
    const reach = (url: string) =>
      page.goto(url, { timeout: 5_000 }).then(
        () => 'reached',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    expect(await reach('http://example.com/')).toMatch(/ERR_PROXY_CONNECTION_FAILED/);
    expect(await reach('http://93.184.215.14/')).toMatch(/ERR_PROXY_CONNECTION_FAILED/);
  });
});
