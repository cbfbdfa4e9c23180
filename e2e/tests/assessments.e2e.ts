/**
 * Assessments (issue 24, decision 0042), keyboard only. A new visitor applies to the demo's
 * respiratory therapist job, qualifies at its screening step and lands on the assessment
 * list; Jane, answering its knockout question "No", reads the screen-out message and gets no
 * assessment (the step is never shown, her dashboard lists none for the job); the skip is refused until the built-in vendor's test is completed (the page's
 * disabled button and the server alike); the test is taken, the list shows it Completed and
 * the flow ends on the thank-you page. In Arabic, Jane starts her invited assessment from
 * the dashboard, completes it and the dashboard shows it Completed. Axe checks every page in
 * both languages. New applications and answers change the demo data: a site of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughApi } from '../support/accounts.js';
import { field, newVisitorEmail, openForm } from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';
import { press, typeInto } from '../support/staff.js';

useBrowser();
const ownSite = useOwnSite();

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function respiratoryJob(origin: string): Promise<number> {
  const response = await fetch(`${origin}/rest/public/jobsearch/demo?q=respiratory`);
  const { jobs } = (await response.json()) as {
    jobs: { title: string; requisitionId: number }[];
  };
  const job = jobs.find((one) => one.title === 'Respiratory Therapist');
  if (!job) throw new Error('no respiratory therapist job in the demo data');
  return job.requisitionId;
}

/** Picks the first answer of every question of the built-in test (focus, Space). */
async function answerEveryQuestion(page: Page): Promise<void> {
  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  expect(count).toBe(3);
  for (let index = 0; index < count; index += 1) {
    await groups.nth(index).getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    expect(await groups.nth(index).getByRole('radio').first().isChecked()).toBe(true);
  }
}

const CREDENTIAL_QUESTION = 'Do you hold a respiratory therapist credential (CRT or RRT)?';

/** Picks `answer` of the single-choice `question` (focus the radio, Space). */
async function answerRadio(page: Page, question: string, answer: string): Promise<void> {
  const group = page.getByRole('radiogroup', { name: question });
  await group.getByRole('radio', { name: answer }).focus();
  await page.keyboard.press('Space');
  expect(await group.getByRole('radio', { name: answer }).isChecked()).toBe(true);
}

describe('assessments', () => {
  it('a qualified new candidate takes the built-in assessment, then leaves the step', async () => {
    const origin = ownSite();
    const requisitionId = await respiratoryJob(origin);
    const page = await openPage(`${origin}/apply/?link=${requisitionId}`);
    // Two browser files run at once on two cores: a step may take longer than alone.
    page.setDefaultTimeout(20_000);
    await openForm(page, 'About you');
    await typeInto(page, field(page, 'First Name'), 'Alex');
    await typeInto(page, field(page, 'Last Name'), 'Sample');
    await typeInto(page, field(page, 'User Name / Email'), newVisitorEmail());
    await typeInto(page, field(page, 'Phone'), '5125550188');
    const terms = page.getByRole('checkbox', { name: 'Terms and Policy' });
    await terms.focus();
    await page.keyboard.press('Space');
    await press(page, page.getByRole('button', { name: 'Continue', exact: true }));

    await openForm(page, 'Screening questions');
    // Authorized to work (1) and days (1): the job's pass rule of 2; a credential, no knockout.
    await answerRadio(page, 'Are you authorized to work in the country of this job?', 'Yes');
    await answerRadio(page, CREDENTIAL_QUESTION, 'Yes');
    await page.getByRole('checkbox', { name: 'Days' }).focus();
    await page.keyboard.press('Space');
    await press(page, page.getByRole('button', { name: 'Submit application' }));

    // Application, then the assessment step, then thank-you (spec 2 §2).
    await page.waitForURL('**/apply/assessment/');
    await page.getByRole('heading', { level: 1, name: 'Your assessments' }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: 'Respiratory care essentials' });
    await row.getByText('Not started').waitFor();
    const leave = page.getByRole('button', { name: 'Continue to the end' });
    expect(await leave.isDisabled()).toBe(true);
    await page.getByText('You can continue once every assessment is completed.').waitFor();
    await expectAccessible(page);

    // The server refuses the skip too, for the step's temporary token.
    const step = JSON.parse(
      (await page.evaluate(() => window.sessionStorage.getItem('tg-assessment-step'))) ?? '{}',
    ) as { applicationId?: number; token?: { token: string } };
    const refused = await fetch(
      `${origin}/rest/private/candidate/demo/assessment/skip/${step.applicationId ?? 0}`,
      {
        method: 'POST',
        headers: { ...XHR, Authorization: `Temporary ${step.token?.token ?? ''}` },
      },
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('ASSESSMENTS_NOT_COMPLETED');

    await press(page, row.getByRole('button', { name: 'Start' }));
    await page.waitForURL('**/apply/assessment/take/?link=*');
    await page.getByRole('heading', { level: 1, name: 'Respiratory care essentials' }).waitFor();
    await expectAccessible(page);
    await answerEveryQuestion(page);
    await press(page, page.getByRole('button', { name: 'Submit answers' }));
    await page.getByText('Assessment completed').waitFor();
    await press(page, page.getByRole('link', { name: 'Back to your assessments' }));

    await page.waitForURL('**/apply/assessment/');
    await row.getByText('Completed').waitFor();
    await expect.poll(() => leave.isDisabled()).toBe(false);
    await expectAccessible(page);
    await press(page, leave);
    await page.waitForURL('**/apply/thank-you/');
    await page.getByRole('heading', { name: 'Application complete, thank you!' }).waitFor();
  }, 90_000);

  it('a knocked-out candidate reads the screen-out message and gets no assessment', async () => {
    const origin = ownSite();
    const requisitionId = await respiratoryJob(origin);
    const page = await openPage(`${origin}/`);
    page.setDefaultTimeout(20_000);
    await signInThroughApi(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto(`${origin}/apply/?link=${requisitionId}`);
    await openForm(page, 'About you');
    // Jane's profile fills her name and e-mail; she adds a phone and accepts the terms.
    await expect.poll(() => field(page, 'First Name').inputValue()).toBe('Jane');
    await typeInto(page, field(page, 'Phone'), '5125550142');
    const terms = page.getByRole('checkbox', { name: 'Terms and Policy' });
    await terms.focus();
    await page.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(true);
    await press(page, page.getByRole('button', { name: 'Continue', exact: true }));

    await openForm(page, 'Screening questions');
    await answerRadio(page, 'Are you authorized to work in the country of this job?', 'Yes');
    await answerRadio(page, CREDENTIAL_QUESTION, 'No');
    await page.getByRole('checkbox', { name: 'Days' }).focus();
    await page.keyboard.press('Space');
    await expectAccessible(page);
    await press(page, page.getByRole('button', { name: 'Submit application' }));

    await page.waitForURL('**/apply/thank-you/');
    await page.getByText('Your answers do not meet the requirements of this job').waitFor();
    await expectAccessible(page);
    expect(visited.filter((path) => path.startsWith('/apply/assessment/'))).toEqual([]);

    // Her dashboard lists her invited questionnaire, and nothing for this job.
    await page.goto(`${origin}/profile/assessments/`);
    await page.getByRole('listitem').filter({ hasText: 'Work style questionnaire' }).waitFor();
    expect(
      await page.getByRole('listitem').filter({ hasText: 'Respiratory care essentials' }).count(),
    ).toBe(0);
  }, 90_000);

  it('in Arabic, Jane completes her invited assessment from the dashboard', async () => {
    const origin = ownSite();
    const page = await openPage(`${origin}/ar/`);
    // Two browser files run at once on two cores: a step may take longer than alone.
    page.setDefaultTimeout(20_000);
    await signInThroughApi(page);
    await page.goto(`${origin}/ar/profile/assessments/`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const row = page.getByRole('listitem').filter({ hasText: 'Work style questionnaire' });
    await row.getByText('لم يبدأ').waitFor();
    await expectAccessible(page);

    await press(page, row.getByRole('button', { name: 'ابدأ التقييم' }));
    await page.waitForURL('**/ar/apply/assessment/take/?link=*');
    await page.getByRole('heading', { level: 1, name: 'استبيان أسلوب العمل' }).waitFor();
    await expectAccessible(page);
    await answerEveryQuestion(page);
    await press(page, page.getByRole('button', { name: 'إرسال الإجابات' }));
    await page.getByText('اكتمل التقييم', { exact: true }).waitFor();
    await expectAccessible(page);
    await press(page, page.getByRole('link', { name: 'العودة إلى لوحة التحكم' }));

    await page.waitForURL('**/ar/profile/assessments/');
    await row.getByText('مكتمل', { exact: true }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);

    // Her list outside an application's step, in Arabic too.
    await page.goto(`${origin}/ar/apply/assessment/`);
    await page.getByRole('heading', { level: 1, name: 'تقييماتك' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Work style questionnaire' }).waitFor();
    await expectAccessible(page);
  }, 90_000);
});
