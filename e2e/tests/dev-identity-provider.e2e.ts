/**
 * The demo as a newcomer runs it (`npm start`, development mode): the built-in development
 * identity provider is offered as "Sign in with Google" on the demo site, and a click, any
 * e-mail address and any password at its page sign the newcomer in (issue 23 point 4).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';
import { freePort } from '../support/server.js';

useBrowser();

let port = 0;
let providerPort = 0;
beforeAll(async () => {
  port = await freePort();
  providerPort = await freePort();
});

// As `npm start` runs it, on an address the browser uses (the provider returns there).
const site = useOwnSite({
  env: () => ({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DEV_IDENTITY_PROVIDER: 'true',
    DEV_IDENTITY_PROVIDER_PORT: String(providerPort),
  }),
});

describe('the demo site’s development identity provider', () => {
  it('signs a newcomer in with "Sign in with Google", no account anywhere needed', async () => {
    const page = await openPage(`${site()}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    const google = dialog.getByRole('button', { name: 'Sign in with Google' });
    await google.waitFor();
    await expectAccessible(page);
    const popupOpened = page.waitForEvent('popup');
    await google.click();
    const popup = await popupOpened;
    // The provider's own page: any login, any password.
    await popup.getByPlaceholder('Enter any login').fill('newcomer@example.com');
    await popup.getByPlaceholder('and password').fill('anything');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    await page.waitForURL(`${site()}/profile/thank-you/`);
    const session = await page.evaluate(async () => (await fetch('/rest/session')).json());
    expect(session).toMatchObject({ authenticated: true, client: 'demo' });
    const current = await page.evaluate(async () =>
      (
        await fetch('/rest/private/candidate/demo/current', {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        })
      ).json(),
    );
    expect(current).toMatchObject({ uname: 'newcomer@example.com', firstName: 'Newcomer' });
  });
});
