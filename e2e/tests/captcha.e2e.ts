import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JANE } from '../support/accounts.js';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { startFakeCaptcha, type FakeCaptcha } from '../support/fake-captcha.js';
import { useOwnSite } from '../support/own-site.js';
import {
  pseudoAt,
  readCatalog,
  untranslatedText,
  usePseudoLocale,
} from '../support/pseudo-locale.js';

useBrowser();

const SECRET = 'demo-captcha-secret';
const SENT = 'Your password reset link has been sent to your mail account.';
let captcha: FakeCaptcha;

beforeAll(async () => {
  captcha = await startFakeCaptcha(SECRET);
});
afterAll(async () => {
  await captcha?.close();
});

// The demo tenant with CandidateResetPwdCaptchaEnabled on and the local provider configured,
// set the way an operator would (npm run tenant-settings).
const ownSite = useOwnSite({
  prepare: async (cli) => {
    const file = path.join(tmpdir(), `talentgate-captcha-${process.pid}.json`);
    await writeFile(
      file,
      JSON.stringify({
        provider: 'turnstile',
        siteKey: 'demo-site-key',
        secret: SECRET,
        verifyUrl: captcha.verifyUrl,
        scriptUrl: captcha.scriptUrl,
      }),
    );
    await cli('tenant-settings', ['captcha', 'demo', file]);
    await rm(file);
    await cli('tenant-settings', ['flags', 'demo', 'CandidateResetPwdCaptchaEnabled=true']);
  },
});

const challenge = (page: Page) =>
  page.frameLocator('iframe[title="Security check challenge"]').getByRole('checkbox', {
    name: 'I am human',
  });

describe('forgot password with the captcha flag on (spec 1 §5, §7)', () => {
  it('refuses a missing captcha on the server, naming the code', async () => {
    const response = await fetch(`${ownSite()}/rest/public/candidate/demo/password/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ uname: JANE.email }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
  });

  it('asks for the captcha, refuses an invalid one keeping the e-mail, accepts a valid one', async () => {
    allowConsoleErrors(/status of 400/);
    const page = await openPage(`${ownSite()}/profile/forgot-password/`);
    await page.getByLabel('Email').fill(JANE.email);
    const group = page.getByRole('group', { name: 'Security check' });
    await challenge(page).waitFor();
    await expectAccessible(page);

    // Missing: the form says so and sends nothing.
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await group.getByText('Please confirm you are not a robot.').waitFor();
    expect(captcha.verifications).toHaveLength(0);

    // Invalid: the provider refuses the token; the e-mail stays and a fresh challenge shows.
    captcha.refuse(true);
    await challenge(page).check();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('The captcha could not be verified. Please try it again.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(JANE.email);
    expect(captcha.verifications.at(-1)).toMatchObject({ secret: SECRET, success: false });
    await expectAccessible(page);

    // Valid: a fresh token is confirmed and the link is sent.
    captcha.refuse(false);
    await challenge(page).check();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(SENT).waitFor();
    expect(captcha.verifications.at(-1)).toMatchObject({ secret: SECRET, success: true });
    await expectAccessible(page);
  });

  it('is translated, as the pseudo-locale shows', async () => {
    const french = await readCatalog('fr');
    const page = await openPage(`${ownSite()}/fr/profile/forgot-password/`, {
      setup: (context) => usePseudoLocale(context, 'fr').then(),
    });
    await page.getByRole('textbox').first().fill(JANE.email);
    await challenge(page).waitFor();
    await page.getByRole('button', { name: pseudoAt(french, 'auth.forgot.submit') }).click();
    await page.getByText(pseudoAt(french, 'auth.captcha.required')).waitFor();
    expect(await untranslatedText(page, ['Northwind Health & Technology'])).toEqual([]);
  });

  it('loads the provider only because this tenant configured it', async () => {
    const response = await fetch(`${ownSite()}/profile/forgot-password/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${captcha.origin};`);
    expect(csp).toContain(`frame-src ${captcha.origin}`);
  });
});
