/**
 * Every page and state of the built site shown with a pseudo-locale in place of French:
 * any word that is not accented came from outside the catalogs (or from English, for a
 * key French lacks). Data is allowed (see untranslatedText).
 */
import {
  ActiveListItems,
  ApplyStream,
  ApplyStreamMetadata,
  Job,
  JobSearchResult,
  SiteConfig,
} from '@talentgate/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { JANE, signInThroughApi } from '../support/accounts.js';
import { getJson } from '../support/api-json.js';
import { allowConsoleErrors, openPage, useBrowser } from '../support/browser.js';
import { findClosedJob, searchDemo } from '../support/demo-data.js';
import {
  pseudoAt,
  readCatalog,
  untranslatedText,
  usePseudoLocale,
  type Catalog,
} from '../support/pseudo-locale.js';

useBrowser();

const LANGUAGE = 'fr';
let french: Catalog;
let frenchEngine: Catalog;
let data: string[];
let job: Job;
let closedJob: Job;

beforeAll(async () => {
  // The site's texts and the account pages' (the dashboard's), keyed as the pages use them.
  french = { ...(await readCatalog(LANGUAGE)), ...(await readCatalog(`account/${LANGUAGE}`)) };
  frenchEngine = await readCatalog(`apply-engine/${LANGUAGE}`);
  const site = await getJson('/rest/public/site/demo', SiteConfig);
  const all = await getJson('/rest/public/jobsearch/demo?pageSize=100', JobSearchResult);
  const categories = await getJson('/rest/public/lists/demo/AreaOfInterest', ActiveListItems);
  const first = (await searchDemo()).jobs[0];
  if (!first) throw new Error('no demo job');
  job = await getJson(`/rest/public/job/demo/id/${first.id}`, Job);
  closedJob = await findClosedJob();
  data = [
    site.name,
    site.tagline,
    // The tenant's own texts (tagline, stream names) in every language: tenant data.
    ...Object.values(site.texts.tagline),
    ...Object.values(site.texts.streamNames).flatMap((names) => Object.values(names)),
    ...[...all.jobs, job, closedJob].flatMap((item) => [
      item.title,
      item.primary_category,
      item.location.label,
      item.summary,
    ]),
    ...categories.flatMap((item) => [item.label, ...Object.values(item.labels)]),
    JANE.email,
    'Jane',
    'Doe',
    'Austin',
    'TX',
    'United States',
    // The phone field's country code (named only once the visitor reaches the field).
    'FR',
    ...(await streamData('full-apply')),
    ...(await streamData('talent-community')),
  ];
});

/** The French catalog's text at `key`, pseudo-translated and filled in. */
const t = (key: string, values: Record<string, string> = {}) => pseudoAt(french, key, values);
/** The same from the apply engine's French catalog. */
const engine = (key: string, values: Record<string, string> = {}) =>
  pseudoAt(frenchEngine, key, values);

/** Every text a stream's forms carry (titles, labels, help in each language): tenant data. */
function streamTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(streamTexts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(streamTexts);
  return [];
}

async function streamData(key: string): Promise<string[]> {
  const { applyStreamId } = await getJson(`/rest/public/applystream/demo/key/${key}`, ApplyStream);
  const metadata = await getJson(
    `/rest/public/applystream/demo/metadata/${applyStreamId}`,
    ApplyStreamMetadata,
  );
  return [metadata.name, ...metadata.metaData.flatMap((form) => streamTexts(form.formMetaData))];
}

const openPseudo = (path: string, setup?: (context: BrowserContext) => Promise<void>) =>
  openPage(`/${LANGUAGE}${path}`, {
    setup: async (context) => {
      await usePseudoLocale(context, LANGUAGE);
      await setup?.(context);
    },
  });

async function expectTranslated(page: Page, state: string): Promise<void> {
  expect(await untranslatedText(page, data), state).toEqual([]);
}

describe('the pseudo-locale finds no untranslated text', () => {
  it('on the career home, its language menu and its empty states', async () => {
    const page = await openPseudo('/');
    await page.getByRole('link', { name: job.title }).first().waitFor();
    await page.getByRole('button', { name: new RegExp(t('layout.language')) }).click();
    await page.getByRole('link', { name: 'English' }).waitFor();
    await expectTranslated(page, 'career home');

    await page.goto(`/${LANGUAGE}/?q=zzqxjv`);
    await page.getByText(t('home.empty.noMatch.title')).waitFor();
    await expectTranslated(page, 'no match');

    await page.goto(`/${LANGUAGE}/?page=999`);
    await page.getByText(t('home.empty.pastLastPage.title')).waitFor();
    await expectTranslated(page, 'past the last page');
  });

  it('on job pages, open and closed, and the apply page', async () => {
    // A closed job's page answers 410 Gone (decision 0043); the browser notes it.
    allowConsoleErrors(/status of 410/);
    const page = await openPseudo(`/jobs/${job.id}/${job.seoUrl}/`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await page.getByRole('heading', { name: t('job.descriptionHeading') }).waitFor();
    await expectTranslated(page, 'job page');

    await page.goto(`/${LANGUAGE}/jobs/${closedJob.id}/${closedJob.seoUrl}/`);
    await page.getByText(t('job.closedTitle')).first().waitFor();
    await expectTranslated(page, 'closed job page');

    await page.goto(`/${LANGUAGE}/apply/?link=${job.requisitionId}&sId=999999`);
    await page.getByText(t('apply.noStreamTitle')).waitFor();
    await expectTranslated(page, 'apply page without a stream');

    await page.goto(`/${LANGUAGE}/apply/?link=${closedJob.requisitionId}`);
    await page.getByText(t('job.closedTitle')).first().waitFor();
    await expectTranslated(page, 'apply page of a closed job');
  });

  it('in the apply flow and the talent community form', async () => {
    const page = await openPseudo(`/apply/?link=${job.requisitionId}`);
    await page.waitForURL(`**/apply/${job.requisitionId}/1/`);
    await page.getByText(engine('flow.eyebrow.apply')).waitFor();
    await page.getByRole('navigation', { name: engine('progress.label') }).waitFor();
    await expectTranslated(page, 'first step of the apply flow');

    await page.goto(`/${LANGUAGE}/profile/join/`);
    await page.getByText(engine('flow.eyebrow.profileJoin')).waitFor();
    await page.getByRole('button', { name: t('places.useMyLocation') }).waitFor();
    await expectTranslated(page, 'talent community form');
  });

  it('when the jobs cannot be loaded', async () => {
    allowConsoleErrors(/status of 503/);
    const page = await openPseudo('/', async (context) => {
      // The page would come with the search's first answer (decision 0030): without it, the
      // app asks the API, which is starting.
      await context.route(
        (url) => !url.pathname.startsWith('/rest/') && !url.pathname.startsWith('/assets/'),
        async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(
            /(<script type="application\/json" id="tg-answers">)[^<]*(<\/script>)/,
            '$1{}$2',
          );
          await route.fulfill({ response, body: html });
        },
      );
      await context.route(/\/rest\/public\/jobsearch\//, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, code: 'NOT_READY', message: 'Starting' }),
        }),
      );
    });
    await page.getByText(t('home.loadError')).waitFor();
    await expectTranslated(page, 'job search failed');
  });

  it('on the not-found page', async () => {
    const page = await openPseudo('/no/such/page/');
    await page.getByRole('heading', { level: 1, name: t('notFound.title') }).waitFor();
    await expectTranslated(page, 'not found');
  });

  it('in the sign-in and forgot-password modals, with their messages', async () => {
    const page = await openPseudo('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('auth.menu.signIn') })
      .click();
    const signIn = page.getByRole('dialog', { name: t('auth.signIn.title') });
    await signIn.getByRole('button', { name: t('auth.signIn.submit') }).click();
    await signIn.getByText(t('auth.uname.required')).waitFor();
    await expectTranslated(page, 'sign-in modal');

    await signIn.getByRole('button', { name: t('auth.signIn.forgotPassword') }).click();
    const forgot = page.getByRole('dialog', { name: t('auth.forgot.title') });
    await forgot.getByRole('button', { name: t('auth.forgot.submit') }).click();
    await forgot.getByText(t('auth.uname.required')).waitFor();
    await expectTranslated(page, 'forgot-password modal');
  });

  it('on the sign-in, forgot, reset and signed-out pages', async () => {
    allowConsoleErrors(/status of 401/);
    const page = await openPseudo('/profile/login/');
    await page.getByRole('heading', { level: 1, name: t('auth.signIn.title') }).waitFor();
    await page.getByLabel(new RegExp(t('auth.signIn.username'))).fill(JANE.email);
    await page.getByLabel(new RegExp(`^${t('auth.signIn.password')}`)).fill('not the password');
    await page
      .getByRole('main')
      .getByRole('button', { name: t('auth.signIn.submit') })
      .click();
    await page.getByText(t('apiErrors.INVALID_CREDENTIALS')).waitFor();
    await expectTranslated(page, 'sign-in page after a refused password');

    await page.goto(`/${LANGUAGE}/profile/forgot-password/`);
    await page.getByLabel(t('auth.forgot.email')).fill('not an address');
    await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
    await page.getByText(t('auth.uname.invalid')).waitFor();
    await expectTranslated(page, 'forgot-password page');

    await page.goto(`/${LANGUAGE}/profile/reset-password/`);
    await page
      .getByRole('heading', { name: t('auth.passwordModal.invalidToken.heading') })
      .waitFor();
    await expectTranslated(page, 'reset-password page, invalid link');

    await page.goto(`/${LANGUAGE}/auth0_logout/`);
    await page.getByRole('heading', { level: 1, name: t('auth.signedOut.title') }).waitFor();
    await expectTranslated(page, 'signed-out page');
  });

  it('on the profile, its account menu and the password modal', async () => {
    const page = await openPseudo('/');
    await signInThroughApi(page);
    await page.goto(`/${LANGUAGE}/profile/`);
    await page
      .getByRole('heading', { level: 1, name: t('profile.greeting', { name: 'Jane' }) })
      .waitFor();
    await page.getByRole('button', { name: new RegExp(t('auth.menu.account')) }).click();
    await page.getByRole('link', { name: t('auth.menu.profile') }).waitFor();
    await expectTranslated(page, 'profile with the account menu');

    await page
      .getByRole('main')
      .getByRole('button', { name: t('profile.changePassword') })
      .click();
    const modal = page.getByRole('dialog', { name: t('auth.passwordModal.titleChange') });
    await modal.getByRole('button', { name: t('auth.passwordModal.submit') }).click();
    await modal.getByText(t('auth.passwordModal.errors.currentRequired')).waitFor();
    await expectTranslated(page, 'password modal with its messages');
  });

  it('on the privacy page, its erasure dialog and the e-mailed link’s page', async () => {
    const page = await openPseudo('/');
    await signInThroughApi(page);
    await page.goto(`/${LANGUAGE}/profile/privacy/`);
    await page
      .getByRole('tabpanel')
      .getByRole('heading', { name: t('dashboard.tabs.privacy') })
      .waitFor();
    await expectTranslated(page, 'privacy page');
    await page.getByRole('button', { name: t('privacy.erasure.button') }).click();
    const dialog = page.getByRole('dialog', { name: t('privacy.erasure.dialogTitle') });
    await dialog.getByRole('button', { name: t('privacy.erasure.cancel') }).waitFor();
    await expectTranslated(page, 'erasure dialog');
    await dialog.getByRole('button', { name: t('privacy.erasure.cancel') }).click();

    await page.goto(`/${LANGUAGE}/profile/privacy/?token=not-a-real-token`);
    await page.getByRole('heading', { level: 1, name: t('privacy.confirm.title') }).waitFor();
    await expectTranslated(page, 'erasure confirmation page');
  });
});
