/**
 * Issue 21 ("Also", apply path): the apply form's "log in?" carries the typed e-mail into the
 * sign-in form, and the not-activated sign-in message offers to resend the activation e-mail
 * (the spec's answer, the e-mail in the site's outbox).
 */
import { describe, expect, it } from 'vitest';
import { JANE, SAM_PENDING } from '../support/accounts.js';
import { field, jobWithStream, openForm } from '../support/apply.js';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { pathOf, waitForEmails } from '../support/mailbox.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
// Its own site in development mode: e-mails stay in its outbox, listed at /dev/mailbox.
const site = useOwnSite();

describe('signing in from the apply path (issue 21)', () => {
  it('"log in?" opens the sign-in form with the e-mail already typed', async () => {
    const job = await jobWithStream('full-apply', site());
    const page = await openPage(`${site()}/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(15_000);
    await openForm(page, 'About you');
    await field(page, 'User Name / Email').fill(JANE.email.toUpperCase());
    await field(page, 'User Name / Email').press('Tab');
    await page.getByText('It looks like you already have an account,').waitFor();
    // The notice describes the field, so a screen reader announces it there too.
    const description = await field(page, 'User Name / Email').evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('It looks like you already have an account, log in?');
    await page.getByRole('button', { name: 'log in?' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('User Name / Email').inputValue()).toBe(JANE.email);
    // The e-mail is there: the password is what is left to type.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
      .toBe('password');
    await expectAccessible(page);
  });

  it('resends the activation e-mail from the not-activated message', async () => {
    allowConsoleErrors(/status of 403/);
    const page = await openPage(`${site()}/`);
    page.setDefaultTimeout(15_000);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('User Name / Email').fill(SAM_PENDING.email);
    await dialog.getByLabel(/^Password/).fill(SAM_PENDING.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByText(/Your account is not activated yet/).waitFor();

    await dialog.getByRole('button', { name: 'Resend the activation e-mail' }).click();
    await dialog
      .getByRole('status')
      .getByText('Please check your Email and reset password, then you can login', { exact: true })
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Resend the activation e-mail' }).count()).toBe(
      0,
    );
    await expectAccessible(page);

    // The e-mail's link sets the first password on this site.
    const [email] = await waitForEmails(site(), SAM_PENDING.email, 'Activate your');
    const link = /https?:\/\/\S+\/profile\/reset-password\/\?token=\S+/.exec(email?.text ?? '');
    expect(link).not.toBeNull();
    await page.goto(`${site()}${pathOf(link?.[0] ?? '')}`);
    await page.getByRole('dialog', { name: 'Set a new password' }).waitFor();
  });
});
