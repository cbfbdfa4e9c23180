/**
 * The screening step (issue 24): the demo telehealth nurse job asks whether the candidate
 * holds a nursing licence, and "No" knocks them out. Answered by keyboard only in English
 * (the submit stays blocked while a required question is open, then qualifies: the screen-in
 * message), and in Arabic, by keyboard too, with the knockout answer (the polite screen-out
 * message); axe checks the step and the thank-you page in both.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { field, newVisitorEmail, openForm } from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { searchDemo } from '../support/demo-data.js';
import { press, typeInto } from '../support/staff.js';

useBrowser();

const SCREEN_IN = 'Thank you! Your answers meet the requirements of this job';
const SCREEN_OUT = 'Thank you for your interest. Your answers do not meet the requirements';

async function telehealthJob() {
  const { jobs } = await searchDemo('?q=telehealth');
  const job = jobs.find((one) => one.title === 'Telehealth Triage Nurse');
  if (!job) throw new Error('no telehealth nurse job in the demo data');
  return job;
}

/** Presses Tab until the focused element's accessible text is `name` (keyboard only). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement)) return '';
      const labelled = element.id
        ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
        : null;
      return (labelled?.textContent ?? element.textContent ?? '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

async function fillAboutYou(
  page: Page,
  labels: Record<string, string>,
  phone = '5125550188',
): Promise<void> {
  await typeInto(page, field(page, labels.first ?? ''), 'Alex');
  await typeInto(page, field(page, labels.last ?? ''), 'Sample');
  await typeInto(page, field(page, labels.email ?? ''), newVisitorEmail());
  await typeInto(page, field(page, labels.phone ?? ''), phone);
  // Space on the focused box: a click in the right-to-left layout may land on its statement.
  const terms = page.getByRole('checkbox', { name: labels.terms ?? '' });
  await terms.focus();
  await page.keyboard.press('Space');
  expect(await terms.isChecked()).toBe(true);
}

describe('screening step', () => {
  it('blocks the submit while a required question is open; answered by keyboard, qualifies', async () => {
    const job = await telehealthJob();
    const page = await openPage(`/apply/?link=${job.requisitionId}`);
    await openForm(page, 'About you');
    await fillAboutYou(page, {
      first: 'First Name',
      last: 'Last Name',
      email: 'User Name / Email',
      phone: 'Phone',
      terms: 'Terms and Policy',
    });
    await press(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await openForm(page, 'Screening questions');
    const licence = page.getByRole('radiogroup', {
      name: 'Do you hold an active registered nurse licence?',
    });
    await licence.waitFor();
    // Both required questions are open: the submit waits, and the list says what for.
    const submit = page.getByRole('button', { name: 'Submit application' });
    const missing = page.getByText('To continue, complete these fields:');
    await missing.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page);

    // Radios: Tab enters a group, Space picks the focused answer ("Yes" comes first).
    await tabTo(page, 'Yes');
    await page.keyboard.press('Space');
    // The licence question is still open: still blocked, and listed alone.
    const listed = (question: string) => page.getByRole('button', { name: question }).count();
    expect(await listed('Do you hold an active registered nurse licence?')).toBe(1);
    expect(await listed('Are you authorized to work in the country of this job?')).toBe(0);
    expect(await submit.isDisabled()).toBe(true);
    await tabTo(page, 'Yes');
    await page.keyboard.press('Space');
    await missing.waitFor({ state: 'detached' });
    expect(await submit.isDisabled()).toBe(false);
    await tabTo(page, 'Nights');
    await page.keyboard.press('Space');
    expect(await licence.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Nights' }).isChecked()).toBe(true);
    await tabTo(page, 'Submit application');
    await page.keyboard.press('Enter');

    await page.waitForURL('**/apply/thank-you/');
    await page.getByText(SCREEN_IN).waitFor();
    expect(await page.getByText(SCREEN_OUT).count()).toBe(0);
    await expectAccessible(page);
  });

  it('in Arabic, a knockout answer shows the polite screen-out message', async () => {
    const job = await telehealthJob();
    const page = await openPage(`/ar/apply/?link=${job.requisitionId}`);
    await openForm(page, 'معلومات عنك');
    await fillAboutYou(
      page,
      {
        first: 'الاسم الأول',
        last: 'اسم العائلة',
        email: 'اسم المستخدم / البريد الإلكتروني',
        phone: 'الهاتف',
        terms: 'الشروط والسياسة',
      },
      // With its country code: an Arabic page does not take a US number for granted.
      '+15125550188',
    );
    await press(page, page.getByRole('button', { name: 'متابعة', exact: true }));
    await openForm(page, 'أسئلة الفرز');
    const authorized = page.getByRole('radiogroup', {
      name: 'هل يحق لك العمل في بلد هذه الوظيفة؟',
    });
    await authorized.getByRole('radio', { name: 'نعم' }).focus();
    await page.keyboard.press('Space');
    const licence = page.getByRole('radiogroup', { name: 'هل تحمل ترخيصًا ساريًا لممارسة التمريض؟' });
    await licence.getByRole('radio', { name: 'لا' }).focus();
    await page.keyboard.press('Space');
    expect(await licence.getByRole('radio', { name: 'لا' }).isChecked()).toBe(true);
    await expectAccessible(page);
    await press(page, page.getByRole('button', { name: 'إرسال الطلب' }));

    await page.waitForURL('**/ar/apply/thank-you/');
    await page.getByText(SCREEN_OUT).waitFor();
    await expectAccessible(page);
  });
});
