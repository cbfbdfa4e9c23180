/**
 * Social sign-in in the browser against local providers (decision 0028): the Google-,
 * LinkedIn- and Cognito-shaped oidc-providers in the sign-in popup, the Facebook-shaped OAuth
 * 2.0 server, the redirect when the popup is blocked, the merge with an existing password
 * account, the deactivated and without-e-mail notices. A site of its own: its providers know
 * its address.
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
import { JANE } from '../support/accounts.js';
import { field, jobWithStream, openForm } from '../support/apply.js';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';
import { freePort } from '../support/server.js';

useBrowser();

let peers: IdentityProviderPeers;
let port = 0;
const origin = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  port = await freePort();
  peers = await startIdentityProviderPeers(`http://127.0.0.1:${port}`, ['demo']);
});
afterAll(async () => {
  await peers?.close();
});

const site = useOwnSite({
  prepare: async (cli) => {
    const file = path.join(tmpdir(), `talentgate-e2e-providers-${port}.yaml`);
    await writeFile(
      file,
      peers.providersFile('demo', { only: ['google', 'linkedin', 'cognito', 'facebook'] }),
    );
    await cli('identity-providers', ['import', 'demo', file]);
  },
  env: () => ({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...peers.secrets }),
});

async function openSignIn() {
  const page = await openPage(`${site()}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return { page, dialog };
}

/** Signs in at an oidc-provider peer's own page (its development login form). */
async function loginAtGoogle(providerPage: Page, login: string) {
  await providerPage.getByPlaceholder('Enter any login').fill(login);
  await providerPage.getByPlaceholder('and password').fill('anything');
  await providerPage.getByRole('button', { name: 'Sign-in' }).click();
}

describe('social sign-in', () => {
  it('offers the providers in the sign-in modal, accessible in English and Arabic', async () => {
    const { page, dialog } = await openSignIn();
    await dialog.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await dialog.getByRole('button', { name: 'Sign in with Facebook' }).waitFor();
    await expectAccessible(page);
    const arabic = await openPage(`${site()}/ar/profile/login/`);
    await arabic.getByRole('button', { name: 'تسجيل الدخول باستخدام Google' }).waitFor();
    await expectAccessible(arabic);
  });

  // Two browser files share two cores in CI: this flow alone takes about 16 s.
  it('creates a new candidate through the Google popup and lands on the thank-you page; then returns', async () => {
    const { page, dialog } = await openSignIn();
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
    const popup = await popupOpened;
    expect(popup.viewportSize()).toMatchObject({ width: 600 });
    await loginAtGoogle(popup, 'new.googler@example.com');
    await page.waitForURL(`${origin()}/profile/thank-you/`);
    const session = await page.evaluate(async () => (await fetch('/rest/session')).json());
    expect(session).toMatchObject({ authenticated: true });

    // Signed out, the same Google account signs the same candidate in, to the profile.
    const second = await openSignIn();
    const again = second.page.waitForEvent('popup');
    await second.dialog.getByRole('button', { name: 'Sign in with Google' }).click();
    await loginAtGoogle(await again, 'new.googler@example.com');
    await second.page.waitForURL(`${origin()}/profile/`);
    await second.page.getByRole('heading', { level: 1, name: 'Hello, New' }).waitFor();

    // Google is this candidate's only way in: the dashboard will not disconnect it.
    await second.page.goto(`${site()}/profile/edit/`);
    const methods = second.page.getByRole('region', { name: 'Ways to sign in' });
    await methods.getByText('Connected as new.googler@example.com').waitFor();
    await methods
      .getByText(
        'This is your only way to sign in. Set a password or connect another account first.',
      )
      .waitFor();
    expect(await methods.getByRole('button', { name: 'Disconnect' }).isDisabled()).toBe(true);

    // Connecting another account (in the same popup) makes Google one of two ways in.
    const linkedInPopup = second.page.waitForEvent('popup');
    await methods.getByRole('button', { name: 'Connect LinkedIn' }).click();
    const linkedIn = await linkedInPopup;
    // The peers share a host, so the provider may know the person already and answer at once.
    const shown = await Promise.race([
      linkedIn.waitForEvent('close').then(() => 'closed'),
      linkedIn
        .getByPlaceholder('Enter any login')
        .waitFor()
        .then(
          () => 'login',
          () => 'closed',
        ),
    ]);
    if (shown === 'login') await loginAtGoogle(linkedIn, 'new.googler@example.com');
    await second.page.getByText('LinkedIn is connected. It signs you in too.').waitFor();
    await methods.getByRole('button', { name: 'Disconnect' }).nth(1).waitFor();
    expect(await methods.getByRole('button', { name: 'Disconnect' }).first().isEnabled()).toBe(
      true,
    );
    expect(await methods.getByRole('button', { name: /^Connect / }).count()).toBe(2);
    await expectAccessible(second.page);
  });

  it('falls back to a full redirect when the popup is blocked, and logs why', async () => {
    const warnings: string[] = [];
    const page = await openPage(`${site()}/profile/login/`, {
      setup: async (context) => {
        await context.addInitScript(() => {
          window.open = () => null;
        });
      },
    });
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByPlaceholder('Enter any login').waitFor();
    expect(warnings).toContain('Popup blocked. Please allow popups for this site.');
    await loginAtGoogle(page, 'redirected@example.com');
    await page.waitForURL(`${origin()}/profile/thank-you/`);
  });

  it('connects Google to an existing password account only after its password', async () => {
    allowConsoleErrors(/status of 401/);
    const { page, dialog } = await openSignIn();
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
    await loginAtGoogle(await popupOpened, JANE.email);
    const merge = dialog.getByRole('region', { name: 'Connect your accounts' });
    await merge
      .getByText(`An account with ${JANE.email} already exists.`, { exact: false })
      .waitFor();
    await expectAccessible(page);
    await merge.getByLabel(/^Password of your account/).fill('not her password');
    await merge.getByRole('button', { name: 'Connect and sign in' }).click();
    await merge.getByRole('alert').getByText('The user name or password is incorrect.').waitFor();
    await merge.getByLabel(/^Password of your account/).fill(JANE.password);
    await merge.getByRole('button', { name: 'Connect and sign in' }).click();
    await page.waitForURL(`${origin()}/profile/edit/`);

    // The dashboard lists both ways in; with the password left, Google may go.
    const methods = page.getByRole('region', { name: 'Ways to sign in' });
    await methods.getByText('Your e-mail address and password.').waitFor();
    await methods.getByText(`Connected as ${JANE.email}`).waitFor();
    await expectAccessible(page);
    await methods.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Google is disconnected. It no longer signs you in.').waitFor();
    await methods.getByText('No other account is connected.').waitFor();
    const left = await page.evaluate(async () =>
      (
        await fetch('/rest/private/social/demo/links', {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        })
      ).json(),
    );
    expect(left).toEqual({ hasPassword: true, links: [] });
  });

  it('creates a new candidate through Facebook and lands on the thank-you page', async () => {
    peers.facebook.signInAs({
      id: '778',
      email: 'face.book@example.com',
      first_name: 'Face',
      last_name: 'Book',
    });
    const { page, dialog } = await openSignIn();
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in with Facebook' }).click();
    const popup = await popupOpened;
    const returned = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Continue as Face Book' }).click();
    await returned;
    await page.waitForURL(`${origin()}/profile/thank-you/`);
    const current = await page.evaluate(async () =>
      (
        await fetch('/rest/private/candidate/demo/current', {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        })
      ).json(),
    );
    expect(current).toMatchObject({ uname: 'face.book@example.com', firstName: 'Face' });
    await expectAccessible(page);
  });

  it('tells a Facebook user without an e-mail address why they cannot sign in', async () => {
    peers.facebook.signInAs({ id: '777', first_name: 'No', last_name: 'Mail' });
    allowConsoleErrors(/status of 422/);
    const { page, dialog } = await openSignIn();
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in with Facebook' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Continue as No Mail' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/did not share an e-mail id/)
      .waitFor();
    await expectAccessible(page);
  });

  it.each([
    ['LinkedIn', 'lin.kedin@example.com', 'Lin'],
    ['Amazon Cognito', 'cog.nito@example.com', 'Cog'],
  ])(
    'creates a new candidate through %s and lands on the thank-you page',
    async (label, email, name) => {
      const { page, dialog } = await openSignIn();
      const popupOpened = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: `Sign in with ${label}` }).click();
      const popup = await popupOpened;
      // The popup lands on /cognito-callback/, hands the answer back and closes.
      const returned = popup.waitForEvent('close');
      await loginAtGoogle(popup, email);
      await returned;
      await page.waitForURL(`${origin()}/profile/thank-you/`);
      const current = await page.evaluate(async () =>
        (
          await fetch('/rest/private/candidate/demo/current', {
            headers: { 'X-Requested-With': 'XMLHttpRequest' },
          })
        ).json(),
      );
      expect(current).toMatchObject({ uname: email, firstName: name });
    },
  );

  it('refuses a deactivated account with the deactivated notice', async () => {
    allowConsoleErrors(/status of 403/);
    const { page, dialog } = await openSignIn();
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
    await loginAtGoogle(await popupOpened, 'dee.deactivated@example.com');
    await dialog
      .getByRole('alert')
      .getByText('Your account has been deactivated. Please contact the recruiting team.')
      .waitFor();
    const session = await page.evaluate(async () => (await fetch('/rest/session')).json());
    expect(session).toMatchObject({ authenticated: false });
    await expectAccessible(page);
  });

  it('fills the application’s education and work history from LinkedIn when signing in while applying', async () => {
    const job = await jobWithStream('full-apply', site());
    const page = await openPage(`${site()}/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(15_000);
    await page.waitForURL(`**/apply/${job.requisitionId}/1/`);
    await openForm(page, 'About you');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
    await loginAtGoogle(await popupOpened, 'apply.linked@example.com');
    // Signing in while applying comes back to the application (spec 2 §4 "apply reload").
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/apply/${job.requisitionId}/1/`);

    await field(page, 'First Name').fill('Apply');
    await field(page, 'Last Name').fill('Linked');
    await field(page, 'User Name / Email').fill('apply.linked@example.com');
    await field(page, 'Phone').fill('5125550177');
    await field(page, 'Zip Code').fill('78701');
    await field(page, 'Zip Code').press('Tab');
    await expect.poll(() => field(page, 'City').inputValue(), { timeout: 10_000 }).toBe('Austin');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // LinkedIn's school, its "Bachelor" matched to the EducationLevels list.
    await openForm(page, 'Education');
    const education = page.getByRole('table', { name: 'Education' });
    await education.getByRole('cell', { name: 'State University', exact: true }).waitFor();
    await education.getByRole('cell', { name: "Bachelor's Degree", exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // LinkedIn's current job; the position without a company is left out.
    await openForm(page, 'Work history');
    const work = page.getByRole('table', { name: 'Work history' });
    await work.getByRole('cell', { name: 'Contoso Cloud', exact: true }).waitFor();
    await work.getByRole('cell', { name: 'Site Reliability Engineer', exact: true }).waitFor();
    expect(await work.getByRole('cell', { name: 'Intern', exact: true }).count()).toBe(0);
  }, 90_000);
});
