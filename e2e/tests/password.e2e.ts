import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JANE, latestResetLink, SAM_PENDING, signInThroughApi } from '../support/accounts.js';
import {
  allowConsoleErrors,
  baseUrl,
  expectAccessible,
  openPage,
  useBrowser,
} from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
const ownSite = useOwnSite();

const SENT = 'Your password reset link has been sent to your mail account.';

async function requestResetLink(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText(SENT).waitFor();
}

describe('forgot password', () => {
  it('is launched from the sign-in modal and confirms the request', async () => {
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText('User Name / Email is required.').waitFor();
    await requestResetLink(page, JANE.email);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
  });

  it('has a page of its own with the same answer for unknown addresses', async () => {
    const page = await openPage('/profile/forgot-password/');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill('not an address');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Invalid email address.').waitFor();
    await expectAccessible(page);
    await requestResetLink(page, 'nobody.here@example.com');
    await expectAccessible(page);
  });
});

describe('reset password', () => {
  it('shows the invalid-token panel for a link without a token', async () => {
    const page = await openPage('/profile/reset-password/');
    const dialog = page.getByRole('dialog', { name: 'Set a new password' });
    await dialog.getByRole('heading', { name: 'This link is invalid or has expired' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  });

  it('shows the invalid-token panel when the server refuses the token', async () => {
    allowConsoleErrors(/status of 400/);
    const page = await openPage('/profile/reset-password/?token=not-a-real-token');
    const dialog = page.getByRole('dialog', { name: 'Set a new password' });
    await dialog.getByLabel(/^New password/).fill('Harbor-Lantern-4815');
    await dialog.getByLabel(/^Confirm new password/).fill('Harbor-Lantern-4815');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await dialog.getByRole('heading', { name: 'This link is invalid or has expired' }).waitFor();
  });

  it('activates a pending account from the e-mailed link, then signs in with the new password', async () => {
    const origin = ownSite();
    const newPassword = 'Harbor-Lantern-4815';
    const page = await openPage(`${origin}/profile/forgot-password/`);
    await requestResetLink(page, SAM_PENDING.email);
    const link = await latestResetLink(origin, SAM_PENDING.email);
    await page.goto(`${origin}${link.pathname}${link.search}`);

    const dialog = page.getByRole('dialog', { name: 'Set a new password' });
    const rules = dialog.getByRole('list', { name: 'Password rules' });
    await rules.getByText('8 to 128 characters (not met)').waitFor();
    await expectAccessible(page);

    // The modal cannot be closed: Escape shows the enforce panel, which leads back.
    await page.keyboard.press('Escape');
    await dialog.getByRole('heading', { name: 'Your new password is not saved yet' }).waitFor();
    await dialog.getByRole('button', { name: 'Back to the password form' }).click();

    await dialog.getByLabel(/^New password/).fill(newPassword);
    await rules.getByText('8 to 128 characters (met)').waitFor();
    await dialog.getByLabel(/^Confirm new password/).fill('Something-Else-1');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await dialog.getByText('The passwords do not match.').waitFor();
    await dialog.getByLabel(/^Confirm new password/).fill(newPassword);
    await dialog.getByRole('button', { name: 'Save password' }).click();

    await dialog.getByRole('heading', { name: 'Password saved' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('User Name / Email').fill(SAM_PENDING.email);
    await signIn.getByLabel(/^Password/).fill(newPassword);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('heading', { level: 1, name: `Hello, ${SAM_PENDING.firstName}` })
      .waitFor();

    // The link was used up: opening it again ends on the invalid-token panel.
    allowConsoleErrors(/status of 400/);
    await page.goto(`${origin}${link.pathname}${link.search}`);
    const again = page.getByRole('dialog', { name: 'Set a new password' });
    await again.getByLabel(/^New password/).fill('Harbor-Lantern-4816');
    await again.getByLabel(/^Confirm new password/).fill('Harbor-Lantern-4816');
    await again.getByRole('button', { name: 'Save password' }).click();
    await again.getByRole('heading', { name: 'This link is invalid or has expired' }).waitFor();
  });
});

describe('change password', () => {
  it('reports a wrong current password, clears the fields, then changes it', async () => {
    allowConsoleErrors(/status of 400/);
    const origin = ownSite();
    const page = await openPage(`${origin}/`);
    await signInThroughApi(page);
    await page.goto(`${origin}/profile/`);
    const change = page.getByRole('button', { name: 'Change password' });
    await change.click();
    const dialog = page.getByRole('dialog', { name: 'Change your password' });
    await expectAccessible(page);

    const fill = async (current: string, next: string) => {
      await dialog.getByLabel(/^Current password/).fill(current);
      await dialog.getByLabel(/^New password/).fill(next);
      await dialog.getByLabel(/^Confirm new password/).fill(next);
      await dialog.getByRole('button', { name: 'Save password' }).click();
    };
    await fill('Wrong-Password-1', 'Compass-Meadow-2718');
    await dialog.getByText('The current password is not correct.').waitFor();
    expect(await dialog.getByLabel(/^Current password/).inputValue()).toBe('');
    expect(await dialog.getByLabel(/^New password/).inputValue()).toBe('');

    await fill(JANE.password, JANE.password);
    await dialog.getByText('The new password must differ from the current one.').waitFor();

    await fill(JANE.password, 'Compass-Meadow-2718');
    await dialog.getByRole('heading', { name: 'Password saved' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    expect(await change.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

it('keeps the shared site on its own demo data', () => {
  expect(ownSite()).not.toBe(baseUrl());
});
