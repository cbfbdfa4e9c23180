/**
 * Subscriptions, unsubscribe by link and the terms opt-in (spec 1 §2, §4, §5, §8). Each part
 * that changes Jane's data runs on a site of its own; the job-alert e-mails go to a real SMTP
 * peer, so the links and headers under test are the ones a mail client would see.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type ReceivedEmail } from '../../apps/api/src/test/smtp-peer.js';
import { JANE, signInThroughApi } from '../support/accounts.js';
import {
  allowConsoleErrors,
  baseUrl,
  expectAccessible,
  openPage,
  useBrowser,
} from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';
import {
  pseudoAt,
  readCatalog,
  untranslatedText,
  usePseudoLocale,
} from '../support/pseudo-locale.js';

useBrowser();

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
type Flags = Record<string, string>;

/** Jane's subscriptions by type, read through the API with the page's session. */
async function subscriptionsOf(page: Page, origin: string): Promise<Flags> {
  const current = await page.request.get(`${origin}/rest/private/candidate/demo/current`);
  const { candidateId } = Object(await current.json());
  const response = await page.request.get(
    `${origin}/rest/private/subscriptions/demo/candidate/${candidateId}`,
  );
  expect(response.status()).toBe(200);
  const list: unknown = await response.json();
  if (!Array.isArray(list)) throw new Error('subscriptions are not a list');
  return Object.fromEntries(
    list.map((item: unknown) => [Object(item).communicationType, Object(item).subscription]),
  );
}

async function setSubscriptions(page: Page, origin: string, values: Flags): Promise<void> {
  const current = await page.request.get(`${origin}/rest/private/candidate/demo/current`);
  const { candidateId } = Object(await current.json());
  const response = await page.request.post(`${origin}/rest/private/subscriptions/demo`, {
    headers: XHR,
    data: {
      usersId: null,
      candidateId,
      subscriptions: Object.entries(values).map(([type, subscription]) => ({
        communicationType: type,
        channel: type === 'sms' ? 'sms' : 'email',
        subscription,
      })),
    },
  });
  expect(response.status()).toBe(200);
}

/** The path and query of a link (the e-mail names the configured origin, not this port). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The first e-mail to `to` whose subject matches (Jane also gets the demo's interview invitation). */
async function waitForEmail(received: readonly ReceivedEmail[], to: string, subject: RegExp) {
  for (let tries = 0; tries < 100; tries += 1) {
    const email = received.find((item) => item.to === to && subject.test(item.subject));
    if (email) return email;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to}`);
}

async function switchByName(page: Page, name: string) {
  return page.getByRole('switch', { name: new RegExp(`^${name}`) });
}

describe('unsubscribe by link, the preferences page and its messages (flags off)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  const site = useOwnSite({
    env: () => ({ SMTP_URL: smtp.url }),
    // Jane is subscribed to job alerts in the demo data: the alert is in the outbox on start.
    prepare: (cli) => cli('job-alerts', ['demo']),
  });

  let email: ReceivedEmail;
  beforeAll(async () => {
    email = await waitForEmail(smtp.received, JANE.email, /^New jobs at /);
  });

  const unsubscribeLink = () => {
    const link = /https?:\/\/\S+\/unsubscribe\/\?token=\S+/.exec(email.text)?.[0];
    if (!link) throw new Error('no unsubscribe link in the e-mail');
    return pathOf(link);
  };

  it('sends job alerts with List-Unsubscribe headers for one-click unsubscribe', () => {
    expect(email.headers['list-unsubscribe']).toMatch(
      /^<https?:\/\/\S+\/rest\/public\/subscriptions\/demo\/one-click\?token=[^>]+>$/,
    );
    expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('unsubscribes signed out from the e-mail\u2019s link, and shows success', async () => {
    const origin = site();
    const page = await openPage(`${origin}${unsubscribeLink()}`);
    const dialog = page.getByRole('dialog', { name: 'You are unsubscribed' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();

    await signInThroughApi(page);
    expect(await subscriptionsOf(page, origin)).toMatchObject({
      job_alert: 'f',
      marketing: 't',
    });
  });

  it('shows the invalid e-mail outcome for a forged or edited token', async () => {
    allowConsoleErrors(/status of 400/);
    const origin = site();
    const genuine = new URL(`${origin}${unsubscribeLink()}`).searchParams.get('token') ?? '';
    const [header, payload = '', signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const edited = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: 'sam.pending@example.com' })).toString(
        'base64url',
      ),
      signature,
    ].join('.');
    for (const token of [edited, 'not-a-token']) {
      const page = await openPage(`${origin}/unsubscribe/?token=${encodeURIComponent(token)}`);
      await page.getByRole('dialog', { name: 'This unsubscribe link is not valid' }).waitFor();
      await expectAccessible(page);
    }
  });

  it('unsubscribes with one POST to the List-Unsubscribe address', async () => {
    const origin = site();
    const page = await openPage(`${origin}/`);
    await signInThroughApi(page);
    await setSubscriptions(page, origin, { job_alert: 't', marketing: 't' });
    const address = /^<(.+)>$/.exec(email.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    // What a mail client sends (RFC 8058): no cookie, no XMLHttpRequest marker.
    const response = await fetch(`${origin}${pathOf(address)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await subscriptionsOf(page, origin)).toMatchObject({ job_alert: 'f' });
  });

  it('shows the preferences page\u2019s messages exactly', async () => {
    allowConsoleErrors(/status of 400/);
    const origin = site();
    const messageAt = async (query: string, message: string) => {
      const page = await openPage(`${origin}/profile/actionpreferences/${query}`);
      await page.getByText(message, { exact: true }).waitFor();
      await expectAccessible(page);
      return page;
    };
    await messageAt('', 'Bad Request !!');
    await messageAt('?action=resubscribe&email=jane.doe%40example.com', 'Bad Request !!');
    await messageAt('?action=unsubscribe', 'Bad Request !! unsupported media');
    const failure = 'Something went wrong !! unable to process your request';
    // A typed address without our signature unsubscribes nobody.
    await messageAt('?action=unsubscribe&email=jane.doe%40example.com', failure);

    const page = await openPage(`${origin}/`);
    await signInThroughApi(page);
    await setSubscriptions(page, origin, { job_alert: 't', marketing: 't' });
    const link = /https?:\/\/\S+\/profile\/actionpreferences\/\?\S+/.exec(email.text)?.[0] ?? '';
    const signature = new URL(link).searchParams.get('signature') ?? '';
    await messageAt(
      `?action=unsubscribe&email=sam.pending%40example.com&signature=${signature}`,
      failure,
    );
    expect(await subscriptionsOf(page, origin)).toMatchObject({ job_alert: 't' });
    await messageAt(
      pathOf(link).replace('/profile/actionpreferences/', ''),
      'You have been successfully unsubscribed from auto job email communications,you may re-subscribe from profile dashboard',
    );
    expect(await subscriptionsOf(page, origin)).toMatchObject({ job_alert: 'f', marketing: 't' });
  }, 90_000);

  it('toggles marketing e-mail; the hidden job-alert e-mail follows it (spec 1 §5)', async () => {
    const origin = site();
    const page = await openPage(`${origin}/`);
    await signInThroughApi(page);
    await setSubscriptions(page, origin, { job_alert: 't', marketing: 't', sms: 'f' });
    await page.goto(`${origin}/profile/preferences/`);
    const marketing = await switchByName(page, 'Marketing e-mails');
    await marketing.waitFor({ state: 'attached' });
    expect(await page.getByRole('switch', { name: /^Job alert e-mails/ }).count()).toBe(0);
    expect(await marketing.isChecked()).toBe(true);
    await marketing.click();
    await page.getByText('Your preferences are saved.').waitFor();
    expect(await marketing.isChecked()).toBe(false);
    expect(await subscriptionsOf(page, origin)).toEqual({
      job_alert: 'f',
      marketing: 'f',
      sms: 'f',
    });
    await expectAccessible(page);

    await marketing.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => subscriptionsOf(page, origin))
      .toMatchObject({
        job_alert: 't',
        marketing: 't',
      });
    // The terms migration setting is off here: no opt-in prompt.
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('job-alert toggle and the terms opt-in prompt (flags on)', () => {
  const site = useOwnSite({
    prepare: (cli) =>
      cli('tenant-settings', [
        'flags',
        'demo',
        'jobAlertSubscription=true',
        'termsOptInMigration=true',
      ]),
  });
  const promptTitle = 'We have updated our terms and privacy policy';

  it('shows job alerts as their own toggle', async () => {
    const origin = site();
    const page = await openPage(`${origin}/`);
    await signInThroughApi(page);
    await page.goto(`${origin}/profile/preferences/`);
    await page
      .getByRole('dialog', { name: promptTitle })
      .getByRole('button', { name: 'Not now' })
      .click();
    const jobAlerts = await switchByName(page, 'Job alert e-mails');
    await jobAlerts.waitFor({ state: 'attached' });
    await jobAlerts.click();
    await page.getByText('Your preferences are saved.').waitFor();
    expect(await subscriptionsOf(page, origin)).toMatchObject({ job_alert: 'f', marketing: 't' });
  });

  it('asks a returning candidate to opt in until they agree, and records it once', async () => {
    const origin = site();
    const anonymous = await openPage(`${origin}/`);
    await anonymous.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await anonymous.getByRole('dialog', { name: promptTitle }).count()).toBe(0);

    const page = await openPage(`${origin}/`);
    await signInThroughApi(page);
    await page.goto(`${origin}/profile/preferences/`);
    const prompt = page.getByRole('dialog', { name: promptTitle });
    await prompt.waitFor();
    await expectAccessible(page);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await prompt.waitFor({ state: 'hidden' });

    await page.reload();
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'I agree' }).click();
    await page.waitForURL(/\/optin-confirmation\/$/);
    await page.getByText(/^Thank you\. Your consent was recorded on /).waitFor();
    await expectAccessible(page);

    const checked = page.waitForResponse(/\/rest\/private\/optin\/demo\/candidate\//);
    await page.goto(`${origin}/profile/preferences/`);
    expect((await (await checked).json()).optedIn).toBe(true);
    await page.getByRole('heading', { name: 'Communication preferences' }).waitFor();
    expect(await prompt.count()).toBe(0);

    const { candidateId } = Object(
      await (await page.request.get(`${origin}/rest/private/candidate/demo/current`)).json(),
    );
    const { optIn } = Object(
      await (
        await page.request.get(`${origin}/rest/private/optin/demo/candidate/${candidateId}`)
      ).json(),
    );
    const again = await page.request.put(`${origin}/rest/private/optin/demo`, {
      headers: XHR,
      data: { candidateId, consentDate: Date.now() },
    });
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual(optIn);
  });
});

describe('the unsubscribe pages in every language', () => {
  it('are translated: pseudo-locale (French), Spanish and Arabic', async () => {
    const french = await readCatalog('fr');
    const site = Object(await (await fetch(`${baseUrl()}/rest/public/site/demo`)).json());
    const data = [String(site.name)];
    const t = (key: string) => pseudoAt(french, key);
    const page = await openPage('/fr/unsubscribe/?token=x', {
      setup: (context) => usePseudoLocale(context, 'fr').then(() => undefined),
    });
    await page
      .getByRole('dialog', { name: t('subscriptions.unsubscribe.invalidEmail.title') })
      .waitFor();
    expect(await untranslatedText(page, data)).toEqual([]);
    await page.goto('/fr/profile/actionpreferences/?action=unsubscribe');
    await page.getByText(t('subscriptions.actionPreferences.unsupportedMedia')).waitFor();
    expect(await untranslatedText(page, data)).toEqual([]);

    const spanish = await openPage('/es/profile/actionpreferences/');
    await spanish.getByText('¡¡Solicitud incorrecta!!', { exact: true }).waitFor();
    const arabic = await openPage('/ar/unsubscribe/?token=x');
    await arabic.getByRole('dialog', { name: 'رابط إلغاء الاشتراك هذا غير صالح' }).waitFor();
    expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
    await expectAccessible(arabic);
  });
});
