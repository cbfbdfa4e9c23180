import { inactivityMessage } from '@talentgate/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JANE, signInThroughApi } from '../support/accounts.js';
import { baseUrl, expectAccessible, openPage, useBrowser } from '../support/browser.js';

useBrowser();

/**
 * Opens the profile and waits until the session timers run (they start with the token).
 * Steps may wait 20 s each (two browser files share two cores; a step that never ends names
 * its locator in the failure instead of running out the test's time).
 */
async function openSignedInProfile(page: Page) {
  page.setDefaultTimeout(20_000);
  const token = page.waitForResponse((response) => response.url().endsWith('/rest/demo/token'));
  await page.goto('/profile/');
  await page.getByRole('heading', { level: 1, name: greeting }).waitFor();
  expect((await token).status()).toBe(200);
}

const greeting = `Hello, ${JANE.firstName}`;

describe('session', () => {
  it('restores the session on a new page load', async () => {
    const page = await openPage('/');
    await signInThroughApi(page);
    await page.goto('/profile/');
    await page.getByRole('heading', { level: 1, name: greeting }).waitFor();
    await page.getByRole('button', { name: /Jane Doe/ }).waitFor();
  });

  it('signs out from the header menu and lands on the signed-out page', async () => {
    const page = await openPage('/');
    await signInThroughApi(page);
    await page.reload();
    const menu = page.getByRole('button', { name: /Jane Doe/ });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.waitForURL(`${baseUrl()}/auth0_logout/`);
    await page.getByRole('heading', { level: 1, name: 'You have signed out' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name: 'Go to the career home' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('candidate'))).toBeNull();
    const session = await page.evaluate(async () => (await fetch('/rest/session')).json());
    expect(session).toMatchObject({ authenticated: false });
    await expectAccessible(page);
  });

  it('asks a signed-out visitor of /profile/ to sign in, then shows the profile', async () => {
    const page = await openPage('/profile/');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByLabel('User Name / Email').fill(JANE.email);
    await dialog.getByLabel(/^Password/).fill(JANE.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: greeting }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/');
  });

  it('reloads to the career home when that sign-in is cancelled', async () => {
    const page = await openPage('/profile/');
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: /Careers at/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('warns 60 s before the inactivity logout, counts down and signs out at 0', async () => {
    const page = await openPage('/');
    await signInThroughApi(page);
    await page.clock.install();
    await openSignedInProfile(page);

    await page.clock.fastForward('28:00');
    expect(await page.getByText(/due to inactivity/).count()).toBe(0);
    await page.clock.fastForward('01:30');
    const banner = page.getByRole('region', { name: 'Session timeout warning' });
    await banner.waitFor();
    const countdown = banner.getByText(/Seconds due to inactivity\.$/);
    const seconds = Number(/in (\d+) Seconds/.exec((await countdown.textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    const button = banner.getByRole('button', { name: 'Click here to continue' });
    expect(`${await countdown.textContent()} ${await button.textContent()}`).toBe(
      inactivityMessage(seconds),
    );
    await expectAccessible(page);

    await page.clock.fastForward('01:00');
    await page
      .getByText('You were signed out because there was no activity for a while.')
      .waitFor();
    await banner.waitFor({ state: 'detached' });
    // The profile needs a signed-in candidate, so sign-in is asked for again.
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    const session = await page.evaluate(async () => (await fetch('/rest/session')).json());
    expect(session).toMatchObject({ authenticated: false });
  });

  it('keeps the session when the candidate clicks to continue', async () => {
    const page = await openPage('/');
    await signInThroughApi(page);
    await page.clock.install();
    await openSignedInProfile(page);
    await page.clock.fastForward('29:10');
    const banner = page.getByRole('region', { name: 'Session timeout warning' });
    await banner.getByRole('button', { name: 'Click here to continue' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.clock.fastForward('01:00');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: greeting }).waitFor();
  });

  it('with remember me, keeps the session past the inactivity time and refreshes the token', async () => {
    const page = await openPage('/');
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('User Name / Email').fill(JANE.email);
    await dialog.getByLabel(/^Password/).fill(JANE.password);
    await dialog.getByLabel('Remember me').check();
    const tokens: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/rest/demo/token')) tokens.push(String(response.status()));
    });
    const firstToken = page.waitForResponse((response) => response.url().endsWith('/token'));
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: greeting }).waitFor();
    await firstToken;

    await page.clock.fastForward('31:00');
    expect(await page.getByText(/due to inactivity/).count()).toBe(0);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/token'));
    await page.clock.fastForward('15:00');
    expect((await refreshed).status()).toBe(200);
    expect(tokens).toEqual(['200', '200']);
    await page.getByRole('button', { name: /Jane Doe/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
