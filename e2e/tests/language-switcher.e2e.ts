import { FLOW_ROUTE_IDS, ROUTES } from '@talentgate/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { findClosedJob, searchDemo } from '../support/demo-data.js';

useBrowser();

interface Samples {
  job: { id: number; seoUrl: string; requisitionId: number };
  closed: { requisitionId: number };
}

/** A path with a query (and a fragment) for every built page. */
const SAMPLE_PATHS: Record<string, (samples: Samples) => string> = {
  careerHome: () => '/?q=nurse&category=Nursing+%26+Care&page=1',
  job: ({ job }) => `/jobs/${job.id}/?ref=board#apply`,
  jobWithSlug: ({ job }) => `/jobs/${job.id}/${job.seoUrl}/?utm_source=mail`,
  apply: ({ closed }) => `/apply/?link=${closed.requisitionId}&sId=3`,
  profile: () => '/profile/?from=menu',
  profileApplications: () => '/profile/applications/?from=mail',
  profileTodos: () => '/profile/todos/',
  profileInterviews: () => '/profile/interviews/',
  profileInterview: () => '/profile/interviews/1/',
  profileOffers: () => '/profile/offers/',
  profileOffer: () => '/profile/offers/1/',
  profileOnboarding: () => '/profile/onboarding/',
  profileOnboardingForms: () => '/profile/onboarding/1/',
  profileAssessments: () => '/profile/assessments/',
  profileDocuments: () => '/profile/documents/',
  profileEdit: () => '/profile/edit/#addresses',
  profilePreferences: () => '/profile/preferences/',
  profileLogin: () => '/profile/login/?LCPCaller=CFM',
  profileForgotPassword: () => '/profile/forgot-password/?from=modal',
  profileResetPassword: () => '/profile/reset-password/?token=abc123',
  ssoLogout: () => '/auth0_logout/?reason=sso',
  unsubscribe: () => '/unsubscribe/?token=not-a-token',
  profileActionPreferences: () => '/profile/actionpreferences/?action=unsubscribe',
  optinConfirmation: () => '/optin-confirmation/',
  profilePrivacy: () => '/profile/privacy/',
  // The apply engine's pages (a flow moves to the step it opens, see SETTLING).
  applyRequisition: ({ job }) => `/apply/${job.requisitionId}/?src=board`,
  applyStep: ({ job }) => `/apply/${job.requisitionId}/1/?src=board`,
  applyPage: ({ job }) => `/apply/${job.requisitionId}/1/about-you/?src=board`,
  sponsorApply: ({ job }) => `/r/northwind/apply/?link=${job.requisitionId}`,
  applyJoin: () => '/apply/join/?src=ad',
  applyJoinStep: ({ job }) => `/apply/join/${job.id}/1/`,
  applyJoinPage: ({ job }) => `/apply/join/${job.id}/1/join-our-talent-community/`,
  sponsorApplyJoin: () => '/r/northwind/apply/join/?src=ad',
  profileJoin: () => '/profile/join/?src=menu',
  profileJoinStep: () => '/profile/join/1/?src=menu',
  profileJoinPage: () => '/profile/join/1/join-our-talent-community/',
  sponsorProfileJoin: () => '/r/northwind/profile/join/?src=ad',
  jobAlert: () => '/profile/job-alert/?from=menu',
  jobAlertJob: ({ job }) => `/profile/job-alert/${job.id}/?from=job`,
  jobAlertStep: ({ job }) => `/profile/job-alert/${job.id}/1/`,
  jobAlertPage: ({ job }) => `/profile/job-alert/${job.id}/1/get-job-alerts/`,
  applyThankYou: () => '/apply/thank-you/',
  // Not a signed link: the page says so without asking the server.
  applySlotBook: () => '/apply/slot-book/?hash=not-a-hash',
  // Signed out and without an application's step: the page asks to sign in.
  applyAssessment: () => '/apply/assessment/',
  // Not a signed link: the built-in test's page says so without asking the server.
  applyAssessmentTake: () => '/apply/assessment/take/?link=not-a-link',
  profileThankYou: () => '/profile/thank-you/?from=join',
  alertThankYou: () => '/profile/alert-thank-you/',
  alertConfirmation: () => '/profile/alert-confirmation/?token=not-a-token',
  campaign: () => '/campaign/nurses-week/?utm_source=mail',
  // Not a signed link: the check-in page says so.
  campaignCheckIn: () => '/campaign/open-house/check-in/?token=not-a-token',
};

/**
 * Where a sign-in provider sends the browser back with a one-time answer: nobody browses to
 * them or switches their language (the answer is spent once read); social-sign-in.e2e.ts and
 * single-sign-on.e2e.ts cover them.
 */
const PROVIDER_RETURN_PAGES = new Set(['cognitoCallback', 'ssoCallback']);

/** Flow pages without a step in their path open their first step there (spec 2 §2). */
const SETTLING: Record<string, string> = {
  applyRequisition: '/1/',
  profileJoin: '1/',
  jobAlertJob: '1/',
};

/** The dashboard's pages: signed out, they open the sign-in dialog (axe checks it open). */
const SIGN_IN_DIALOG_PAGES = new Set([
  'profile',
  'profileApplications',
  'profileTodos',
  'profileInterviews',
  'profileInterview',
  'profileOffers',
  'profileOffer',
  'profileOnboarding',
  'profileOnboardingForms',
  'profileAssessments',
  'profileDocuments',
  'profileEdit',
  'profilePreferences',
  'profilePrivacy',
  'applyAssessment',
]);

/** Flow pages whose sample shows a notice, not a form: /apply/ without a link. */
const NOTICE_SAMPLES = new Set(['apply']);

/** A flow page opening a form: axe checks the form, not the loading overlay before it. */
const opensForm = (id: string) => FLOW_ROUTE_IDS.includes(id) && !NOTICE_SAMPLES.has(id);

/** Where a sample path ends up once its page has settled. */
function settled(id: string, path: string): string {
  const step = SETTLING[id];
  if (step === undefined) return path;
  const [pathname = '', query] = path.split('?');
  const base = pathname.endsWith('/') && step.startsWith('/') ? pathname.slice(0, -1) : pathname;
  return `${base}${step}${query === undefined ? '' : `?${query}`}`;
}

let samples: Samples;

beforeAll(async () => {
  const job = (await searchDemo()).jobs[0];
  if (!job) throw new Error('no demo job');
  samples = { job, closed: await findClosedJob() };
});

describe('the language switcher keeps the page, its query and fragment', () => {
  it('has a sample path for every built page', () => {
    const built = ROUTES.filter(
      (route) => route.status === 'built' && !PROVIDER_RETURN_PAGES.has(route.id),
    ).map((route) => route.id);
    expect(Object.keys(SAMPLE_PATHS).sort()).toEqual([...built].sort());
  });

  it.each(Object.keys(SAMPLE_PATHS))(
    'links %s to itself in each other language, and passes axe in Arabic',
    async (id) => {
      const path = settled(id, SAMPLE_PATHS[id]?.(samples) ?? '/');
      // Opened in Arabic, the page links to itself in every other language, English (the
      // unprefixed path) included: one page load per page, which also checks it right to left.
      const page = await openPage(`/ar${SAMPLE_PATHS[id]?.(samples) ?? '/'}`);
      await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === `/ar${path}`);
      // A modal (reset password, sign-in on the profile) may cover the header: read the links.
      const spanish = page.locator('a[hreflang="es"]');
      await spanish.waitFor({ state: 'attached' });
      expect(await spanish.getAttribute('href')).toBe(`/es${path}`);
      expect(await page.locator('a[hreflang="fr"]').getAttribute('href')).toBe(`/fr${path}`);
      expect(await page.locator('a[hreflang="en"]').getAttribute('href')).toBe(path);
      // Every built page in Arabic (right to left) passes axe too.
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      if (opensForm(id)) await page.locator('[data-form-heading]').first().waitFor();
      if (SIGN_IN_DIALOG_PAGES.has(id)) await page.getByRole('dialog').waitFor();
      await expectAccessible(page);
    },
  );

  it('switches on a page with a query and stays there', async () => {
    const path = SAMPLE_PATHS['careerHome']?.(samples) ?? '/';
    const page = await openPage(path);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(`${baseUrl()}/es${path}`);
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    expect(
      await page.getByRole('searchbox').or(page.getByRole('textbox')).first().inputValue(),
    ).toBe('nurse');
    await expectAccessible(page);
  });
});

describe('Arabic', () => {
  it('mirrors the layout: the site name starts at the right, the controls end at the left', async () => {
    const page = await openPage('/ar/');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const header = page.getByRole('banner');
    const brand = await header
      .getByRole('link', { name: 'Northwind Health & Technology' })
      .boundingBox();
    const language = await header.getByRole('button', { name: /العربية/ }).boundingBox();
    if (!brand || !language) throw new Error('header not laid out');
    expect(brand.x).toBeGreaterThan(language.x);
    const search = await page.getByRole('searchbox').boundingBox();
    const button = await page.getByRole('button', { name: 'بحث' }).boundingBox();
    if (!search || !button) throw new Error('search form not laid out');
    expect(search.x).toBeGreaterThan(button.x);
    await expectAccessible(page);
  });
});
