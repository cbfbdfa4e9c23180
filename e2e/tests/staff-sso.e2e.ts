/**
 * Staff sign-in through the tenant's enterprise provider in the browser (decision 0037): the
 * console's sign-in page offers "Sign in with Contoso employees" (axe clean, English and
 * Arabic), the enterprise oidc-provider's own login page signs the demo recruiter in by their
 * verified, invited address, and the console opens; an address no admin invited is refused
 * with the API's message. A site of its own: its provider knows its address.
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

beforeAll(async () => {
  port = await freePort();
  peers = await startIdentityProviderPeers(`http://127.0.0.1:${port}`, ['demo']);
});
afterAll(async () => {
  await peers?.close();
});

const site = useOwnSite({
  prepare: async (cli) => {
    const file = path.join(tmpdir(), `talentgate-e2e-staff-providers-${port}.yaml`);
    await writeFile(file, peers.providersFile('demo', { only: ['enterprise'], staffSignIn: true }));
    await cli('identity-providers', ['import', 'demo', file]);
  },
  env: () => ({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...peers.secrets }),
});

async function openStaffSignIn(): Promise<Page> {
  // The console asks who is signed in first: the browser logs the API's 401 as an error.
  allowConsoleErrors(/status of 401/);
  const page = await openPage(`${site()}/staff/`);
  page.setDefaultTimeout(15_000);
  await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  return page;
}

/** Signs in at the enterprise provider's own page (its development login form). */
async function loginAtProvider(page: Page, login: string) {
  await page.getByRole('button', { name: 'Sign in with Contoso employees' }).click();
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

describe('staff sign-in with the enterprise provider', () => {
  it('offers the provider on the sign-in page, accessible in English and Arabic', async () => {
    const page = await openStaffSignIn();
    await page.getByRole('button', { name: 'Sign in with Contoso employees' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Language').selectOption('ar');
    await page.getByRole('button', { name: 'تسجيل الدخول باستخدام Contoso employees' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expectAccessible(page);
  });

  it('signs the invited recruiter in at the provider and opens the console', async () => {
    const page = await openStaffSignIn();
    await loginAtProvider(page, 'riley.recruiter@example.com');
    await page.getByRole('heading', { level: 1, name: 'Requisitions' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/staff\/?$/);
    const me = await page.evaluate(async () => (await fetch('/rest/staff/demo/me')).json());
    expect(me).toMatchObject({ email: 'riley.recruiter@example.com', roles: ['recruiter'] });
    await expectAccessible(page);
  });

  it('refuses an organisation account no admin invited, and offers the sign-in again', async () => {
    allowConsoleErrors(/status of 403/);
    const page = await openStaffSignIn();
    await loginAtProvider(page, 'stranger@contoso.example');
    await page
      .getByRole('alert')
      .filter({ hasText: 'is not linked to a staff account of this site' })
      .waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/staff\/?$/);
    await page.getByRole('button', { name: 'Sign in with Contoso employees' }).waitFor();
    await expectAccessible(page);
  });
});
