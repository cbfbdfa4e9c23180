/**
 * Enterprise single sign-on in the browser against a local OpenID provider with entitlement
 * claims (spec 1 §2, §4; decision 0028): the SSO return page signs in with the ID token as
 * bearer, the no-access page of a user without `xcei`, the 5-minute session check, and the
 * front-channel logout to `/auth0_logout/`. A site of its own: its providers know its address.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startIdentityProviderPeers,
  type IdentityProviderPeers,
} from '../../apps/api/src/test/identity-provider-peers.js';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';
import { freePort } from '../support/server.js';

useBrowser();

let peers: IdentityProviderPeers;
let port = 0;
const origin = () => `http://127.0.0.1:${port}`;
// Each test goes through several of the provider's and the site's pages (about 25 s on a busy
// machine), so each has a minute and a half rather than the default 30 s.

beforeAll(async () => {
  port = await freePort();
  peers = await startIdentityProviderPeers(`http://127.0.0.1:${port}`, ['demo']);
});
afterAll(async () => {
  await peers?.close();
});

const site = useOwnSite({
  prepare: async (cli) => {
    const file = path.join(tmpdir(), `talentgate-e2e-sso-${port}.yaml`);
    await writeFile(file, peers.providersFile('demo', { only: ['enterprise'] }));
    await cli('identity-providers', ['import', 'demo', file]);
  },
  env: () => ({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...peers.secrets }),
});

/** Signs in at the enterprise provider's own page (its development login form). */
async function loginAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

const FIVE_MINUTES = 5 * 60_000;

/** The page's clock, which the test may have moved or stopped. */
function pageTime(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/** From the sign-in page through the organisation's sign-in, back to the SSO return page. */
async function signInWithSso(page: Page, login: string) {
  await page.getByRole('button', { name: 'Sign in with Contoso employees' }).click();
  await loginAtProvider(page, login);
}

describe('single sign-on', () => {
  it('signs an entitled employee in through the SSO return page, provisioning the candidate', async () => {
    const page = await openPage(`${site()}/profile/login/`);
    await signInWithSso(page, 'ada.lovelace@contoso.example');
    await page.waitForURL(`${origin()}/profile/`);
    await page.getByRole('heading', { level: 1, name: 'Hello, Ada' }).waitFor();
    const session = await page.evaluate(async () => (await fetch('/rest/session')).json());
    expect(session).toMatchObject({ authenticated: true, client: 'demo' });
  }, 90_000);

  it('shows the no-access page to a user without the xcei entitlement, in English and Arabic', async () => {
    allowConsoleErrors(/status of 403/);
    peers.enterprise.setAccount('contractor', {
      sub: 'corp-contractor',
      email: 'contractor@contoso.example',
      email_verified: true,
      given_name: 'Con',
      apps: ['xcc'],
    });
    const page = await openPage(`${site()}/profile/login/`);
    await signInWithSso(page, 'contractor');
    await page.waitForURL(/\/auth0_authentication\//);
    await page.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
    await page
      .getByRole('alert')
      .getByText('Your organisation account does not give you access to this application.', {
        exact: false,
      })
      .waitFor();
    const session = await page.evaluate(async () => (await fetch('/rest/session')).json());
    expect(session).toMatchObject({ authenticated: false });
    await expectAccessible(page);

    const arabic = await openPage(`${site()}/ar/auth0_authentication/?error=access_denied`);
    await arabic.getByRole('heading', { level: 1, name: 'لا توجد صلاحية' }).waitFor();
    await expectAccessible(arabic);
  }, 90_000);

  it('asks for sign-in again when the 5-minute session check finds the session gone', async () => {
    // The profile's data asked for after the session ended is refused: the browser logs it.
    allowConsoleErrors(/status of 401/);
    const page = await openPage(`${site()}/profile/login/`);
    await page.clock.install();
    await page.reload();
    // The check's 5 minutes start when the profile opens, some time between these two
    // instants; the clock stops at the second, so the slow seconds a loaded machine spends
    // below do not count towards them.
    const beforeSignIn = await pageTime(page);
    await signInWithSso(page, 'grace.hopper@contoso.example');
    await page.waitForURL(`${origin()}/profile/`);
    await page.getByRole('heading', { level: 1, name: 'Hello, Grace' }).waitFor();
    await page.clock.pauseAt((await pageTime(page)) + 1_000);
    const profileOpen = await pageTime(page);

    // The session ends elsewhere (another tab signed out, or the server forgot it); this
    // browser still holds its cookie and learns of it only from the check.
    const cookies = await page.context().cookies(origin());
    const header = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const ended = await fetch(`${origin()}/rest/logout`, {
      method: 'POST',
      headers: { cookie: header, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(ended.status).toBe(200);

    // The clock stays stopped; the check's answer comes over the network in real time, and
    // the dialog's transition then needs the page's clock to run its frames.
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await page.clock.fastForward(beforeSignIn + FIVE_MINUTES - 10_000 - profileOpen);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await page.clock.runFor(2_000);
    expect(await dialog.count()).toBe(0);

    const check = page.waitForResponse((response) => response.url().endsWith('/rest/session'));
    await page.clock.fastForward(profileOpen + FIVE_MINUTES - (await pageTime(page)));
    await check;
    for (let frames = 0; frames < 20 && (await dialog.count()) === 0; frames += 1) {
      await page.clock.runFor(500);
    }
    await dialog.waitFor();
  }, 90_000);

  it('signs out at the organisation too and lands on the logout page, accessible in English and Arabic', async () => {
    const page = await openPage(`${site()}/profile/login/`);
    await signInWithSso(page, 'katherine.johnson@contoso.example');
    await page.waitForURL(`${origin()}/profile/`);
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    // The provider's own page asks to confirm (front-channel logout).
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(`${origin()}/auth0_logout/`);
    await page.getByRole('heading', { level: 1, name: 'You have signed out' }).waitFor();
    const session = await page.evaluate(async () => (await fetch('/rest/session')).json());
    expect(session).toMatchObject({ authenticated: false });
    await expectAccessible(page);

    // The organisation's session ended too: the next sign-on asks for the login again.
    await page.goto(`${site()}/profile/login/`);
    await page.getByRole('button', { name: 'Sign in with Contoso employees' }).click();
    await page.getByPlaceholder('Enter any login').waitFor();

    const arabic = await openPage(`${site()}/ar/auth0_logout/`);
    await arabic.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(arabic);
  }, 90_000);

  it('keeps the Cognito callback and SSO return pages accessible when the answer is not usable', async () => {
    allowConsoleErrors(/status of 400/);
    for (const language of ['', '/ar']) {
      const callback = await openPage(`${site()}${language}/cognito-callback/`);
      await callback.getByRole('alert').waitFor();
      await expectAccessible(callback);
      const sso = await openPage(`${site()}${language}/auth0_authentication/`);
      await sso.getByRole('alert').waitFor();
      await expectAccessible(sso);
    }
  }, 90_000);
});
