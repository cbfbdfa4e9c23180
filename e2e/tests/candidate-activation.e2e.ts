/**
 * A visitor who finished a flow without signing in gets an activation e-mail; its link
 * opens the reset-password page, where the first password activates the account.
 */
import { describe, expect, it } from 'vitest';
import { latestResetLink } from '../support/accounts.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
const ownSite = useOwnSite();

const JSON_XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** What the apply engine calls for a new visitor: create the candidate, then end the flow. */
async function joinAsNewVisitor(origin: string, uname: string, firstName: string) {
  const created = await fetch(`${origin}/rest/public/candidate/demo/workflow`, {
    method: 'POST',
    headers: JSON_XHR,
    body: JSON.stringify({
      streamId: 'talent-community',
      flowType: 'join',
      candidate: { uname, firstName },
    }),
  });
  expect(created.status).toBe(201);
  const { candidateId } = Object(await created.json());
  const finished = await fetch(`${origin}/rest/private/candidate/demo/flow/finish`, {
    method: 'POST',
    headers: { ...JSON_XHR, Authorization: `Temporary ${created.headers.get('x-nonce')}` },
    body: JSON.stringify({ candidateId }),
  });
  expect(await finished.json()).toMatchObject({ locked: 't', email: 'Candidate Activation' });
}

describe('candidate activation', () => {
  it('sets the first password from the activation e-mail, then signs in', async () => {
    const origin = ownSite();
    const email = 'nova.visitor@example.com';
    const password = 'Orchard-Beacon-3141';
    await joinAsNewVisitor(origin, email, 'Nova');

    const link = await latestResetLink(origin, email);
    const page = await openPage(`${origin}${link.pathname}${link.search}`);
    const dialog = page.getByRole('dialog', { name: 'Set a new password' });
    await dialog.getByLabel(/^New password/).fill(password);
    await dialog.getByLabel(/^Confirm new password/).fill(password);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await dialog.getByRole('heading', { name: 'Password saved' }).waitFor();

    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('User Name / Email').fill(email);
    await signIn.getByLabel(/^Password/).fill(password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hello, Nova' }).waitFor();
    await expectAccessible(page);
  });
});
