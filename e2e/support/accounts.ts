/** The seeded demo candidates, and signing in through the API as a browser would. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
}

/** Active demo candidate. */
export const JANE: DemoAccount = {
  email: 'jane.doe@example.com',
  password: 'Northwind-Demo-2026',
  firstName: 'Jane',
};

/** Demo candidate whose account is not activated (locked 't'): sign-in answers 403. */
export const SAM_PENDING: DemoAccount = {
  email: 'sam.pending@example.com',
  password: 'Northwind-Demo-2026',
  firstName: 'Sam',
};

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Signs the page's browser context in through the API (the session cookie lands in the
 * context), for tests that are about what a signed-in candidate sees rather than the form.
 */
export async function signInThroughApi(page: Page, account: DemoAccount = JANE): Promise<void> {
  const origin = new URL(page.url()).origin;
  const basic = Buffer.from(`${account.email}:${account.password}`).toString('base64');
  const response = await page.request.post(`${origin}/rest/login`, {
    headers: { ...XHR, 'X-Client': 'demo', Authorization: `Basic ${basic}` },
    data: { username: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
}

/** The newest password-reset link the development mailbox holds for `email`. */
export async function latestResetLink(origin: string, email: string): Promise<URL> {
  const html = await (await fetch(`${origin}/dev/mailbox`)).text();
  for (const article of html.split('<article>').slice(1)) {
    if (!article.includes(`To ${email}`)) continue;
    const link = /https?:\/\/[^\s<"]+\/profile\/reset-password\/\?token=[^\s<"]+/.exec(article);
    if (link) return new URL(link[0].replaceAll('&amp;', '&'));
  }
  throw new Error(`No reset e-mail for ${email} in the mailbox`);
}
