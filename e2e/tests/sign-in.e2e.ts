import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JANE, SAM_PENDING } from '../support/accounts.js';
import {
  allowConsoleErrors,
  baseUrl,
  expectAccessible,
  openPage,
  useBrowser,
} from '../support/browser.js';

useBrowser();

async function fillSignIn(scope: Page, email: string, password: string) {
  await scope.getByLabel('User Name / Email').fill(email);
  await scope.getByLabel(/^Password/).fill(password);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? '') : '';
  });

describe('sign-in modal', () => {
  it('signs the demo candidate in from the header and lands on the profile', async () => {
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    expect(await focusedLabel(page)).toMatch(/^User Name \/ Email/);
    await dialog.getByText("Don't have a profile? Create one").waitFor();
    await expectAccessible(page);

    // Trailing spaces and capitals do not matter; Enter submits.
    await page.keyboard.type('Jane.Doe@Example.com  ');
    await dialog.getByLabel(/^Password/).fill(JANE.password);
    await page.keyboard.press('Enter');

    await page.waitForURL(`${baseUrl()}/profile/`);
    await page.getByRole('heading', { level: 1, name: `Hello, ${JANE.firstName}` }).waitFor();
    // The dashboard opens on her applications.
    await page.getByRole('tab', { name: 'Applications', selected: true }).waitFor();
    await page.getByRole('button', { name: /Jane Doe/ }).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectAccessible(page);
  });

  it('shows the required flags and blocks an incomplete or malformed sign-in', async () => {
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByText('User Name / Email is required.').waitFor();
    await dialog.getByText('Password is required.').waitFor();
    expect(await focusedLabel(page)).toMatch(/^User Name \/ Email/);

    await dialog.getByLabel('User Name / Email').fill('jane.doe@example');
    await dialog.getByLabel(/^Password/).fill('anything');
    await page.keyboard.press('Enter');
    await dialog.getByText('Invalid email address.').waitFor();
    await dialog.getByLabel('User Name / Email').fill(`${'a'.repeat(30)}@${'b'.repeat(50)}.com`);
    await dialog.getByText('User Name / Email is too long, maximum 75 chars').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expectAccessible(page);
  });

  it('shows the login error for a wrong password and puts focus back on the username', async () => {
    allowConsoleErrors(/status of 401/);
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await fillSignIn(page, JANE.email, 'not-the-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByRole('alert').getByText('The user name or password is incorrect.').waitFor();
    expect(await focusedLabel(page)).toMatch(/^User Name \/ Email/);
    expect(await dialog.getByLabel(/^Password/).inputValue()).toBe('');
    await expectAccessible(page);
  });

  it('tells a candidate whose account is not activated, and does not sign in', async () => {
    allowConsoleErrors(/status of 403/);
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await fillSignIn(page, SAM_PENDING.email, SAM_PENDING.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/Your account is not activated yet/)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const session = await page.evaluate(async () => (await fetch('/rest/session')).json());
    expect(session).toMatchObject({ authenticated: false });
  });

  it('shows and hides the password with its toggle, by keyboard too', async () => {
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const password = page.getByRole('dialog').getByLabel(/^Password/);
    await password.fill('secret');
    expect(await password.getAttribute('type')).toBe('password');
    await password.focus();
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show password' });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await password.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('closes with Escape and gives focus back to the header button', async () => {
    const page = await openPage('/');
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await signIn.click();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await signIn.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('sign-in page', () => {
  it('signs in on /profile/login/?LCPCaller=CFM and lands on the profile', async () => {
    const page = await openPage('/profile/login/?LCPCaller=CFM');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.title()).toContain('Sign in');
    await expectAccessible(page);
    await fillSignIn(page, JANE.email, JANE.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl()}/profile/`);
    await page.getByRole('heading', { level: 1, name: `Hello, ${JANE.firstName}` }).waitFor();
  });

  it('is translated, with the spec\u2019s messages kept for English only', async () => {
    const page = await openPage('/es/profile/login/');
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('El nombre de usuario / correo electrónico es obligatorio.').waitFor();
    await expectAccessible(page);
  });
});
