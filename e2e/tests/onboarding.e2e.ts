/**
 * Issue 26: Jane accepted an offer, and her onboarding waits on the dashboard. She opens it
 * from the onboarding tab and fills in every form by keyboard (the W-4 with an SSN typed twice,
 * the emergency contacts, dependents and I-9 preparers grids, the I-9's documents), leaves
 * half-way and finds what she saved, confirms her phone with the code from the development
 * SMS outbox, signs with a wrong and then her own name, and the tab shows every form
 * Completed today. In Arabic the forms read right to left with their messages translated.
 * Her onboarding changes demo data, so the file runs on a site of its own.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JANE, signInThroughApi } from '../support/accounts.js';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';
import { staffSignIn } from '../support/staff.js';

useBrowser();
const ownSite = useOwnSite();

/** Jane's phone as the demo seeds it: the code goes there. */
const JANE_PHONE = '5125550142';

async function signedIn(path: string): Promise<Page> {
  // The browser notes each refused save (the SSN and signature mismatches) as a 400.
  allowConsoleErrors(/status of 400/);
  const page = await openPage(`${ownSite()}/`);
  page.setDefaultTimeout(15_000);
  await signInThroughApi(page, JANE);
  await page.goto(`${ownSite()}${path}`);
  return page;
}

/** Types into a field the way a keyboard user does: focus, then keys. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.page().keyboard.press('ControlOrMeta+A');
  await field.page().keyboard.type(text);
}

/** Presses a button or link from the keyboard. */
async function press(control: Locator): Promise<void> {
  await control.focus();
  // As a person would: Enter once the focused control shows it can be used.
  await expect
    .poll(() =>
      control.evaluate(
        (element) => element === document.activeElement && !element.matches(':disabled'),
      ),
    )
    .toBe(true);
  await control.page().keyboard.press('Enter');
}

/** Picks the n-th choice of a list (after "Choose…") with the arrow keys. */
async function choose(select: Locator, nth: number): Promise<void> {
  await select.focus();
  for (let step = 0; step < nth; step += 1) await select.page().keyboard.press('ArrowDown');
}

const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
const select = (scope: Page | Locator, name: string) =>
  scope.getByRole('combobox', { name, exact: true });
const openForm = (page: Page, title: string) =>
  page.getByRole('heading', { level: 3, name: title, exact: true });

async function save(page: Page): Promise<void> {
  await press(page.getByRole('button', { name: 'Save form', exact: true }));
}

/** Adds a grid row through its dialog, by keyboard: text columns, then choices. */
async function addRow(
  page: Page,
  grid: string,
  texts: Record<string, string>,
  choices: Record<string, number> = {},
): Promise<void> {
  await press(page.getByRole('button', { name: `Add ${grid}`, exact: true }));
  const dialog = page.getByRole('dialog', { name: `Add ${grid}` });
  for (const [name, value] of Object.entries(texts)) await typeInto(textbox(dialog, name), value);
  for (const [name, nth] of Object.entries(choices)) await choose(select(dialog, name), nth);
  await press(dialog.getByRole('button', { name: 'Add', exact: true }));
  await dialog.waitFor({ state: 'detached' });
  // Focus comes to the new row's Edit button; only then does she move on (a key pressed
  // before that lands wherever focus is put).
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 })
    .toBe('Edit');
}

/** The newest one-time code the development SMS outbox holds for Jane. */
async function latestCode(): Promise<string> {
  const response = await fetch(`${ownSite()}/dev/sms/messages?to=${JANE_PHONE}`);
  const messages = (await response.json()) as { body: string }[];
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (code === undefined) throw new Error('no code in the SMS outbox');
  return code;
}

/** Jane's application, from her onboarding page's address (the first test opens it). */
let janeApplicationId = 0;

const today = () =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());

describe('onboarding forms', () => {
  it('are filled in by keyboard, kept half-way, signed after the code, and completed today', async () => {
    const page = await signedIn('/profile/onboarding/');
    const tab = page.getByRole('tabpanel');
    const w4Link = tab.getByRole('link', { name: 'Tax withholding (W-4)', exact: true });
    await w4Link.waitFor();
    expect(await tab.getByText('To do', { exact: true }).count()).toBe(5);
    await expectAccessible(page);
    await press(w4Link);
    await page.waitForURL(/\/profile\/onboarding\/\d+\/$/);
    janeApplicationId = Number(/onboarding\/(\d+)\/$/.exec(page.url())?.[1]);

    // W-4: the SSN typed twice differently is refused on the confirmation.
    await openForm(page, 'Tax withholding (W-4)').waitFor();
    await choose(select(page, 'Filing status'), 1);
    await typeInto(textbox(page, 'Dependents amount (USD)'), '2000');
    await typeInto(textbox(page, 'Extra withholding per pay period (USD)'), '25');
    await typeInto(textbox(page, 'Social Security number'), '123-45-6789');
    await typeInto(textbox(page, 'Confirm Social Security number'), '123-45-6788');
    await save(page);
    await page.getByText('The SSN and its confirmation do not match.').waitFor();
    await expectAccessible(page);
    await typeInto(textbox(page, 'Confirm Social Security number'), '123-45-6789');
    await save(page);

    // Emergency contacts: a grid of one row.
    await openForm(page, 'Emergency contacts').waitFor();
    await addRow(page, 'Emergency contacts', {
      'Contact name': 'John Doe',
      Relationship: 'Brother',
      Phone: '5125550188',
    });
    await page.getByRole('cell', { name: 'John Doe', exact: true }).waitFor();
    await expectAccessible(page);
    await save(page);
    await openForm(page, 'Dependents').waitFor();

    // Half-way, she leaves; back on the tab, the two saved forms say so.
    await page.goto(`${ownSite()}/profile/applications/`);
    await page.goto(`${ownSite()}/profile/onboarding/`);
    await tab.getByText(`Saved on ${today()}`).first().waitFor();
    expect(await tab.getByText(`Saved on ${today()}`).count()).toBe(2);
    await press(w4Link);
    // The first form not saved yet opens; the W-4 shows what she saved, the SSN masked.
    await openForm(page, 'Dependents').waitFor();
    await press(page.getByRole('button', { name: /^Tax withholding \(W-4\)/ }));
    await openForm(page, 'Tax withholding (W-4)').waitFor();
    expect(await textbox(page, 'Dependents amount (USD)').inputValue()).toBe('2000');
    expect(await textbox(page, 'Social Security number').inputValue()).toBe('***-**-6789');
    await press(page.getByRole('button', { name: /^Emergency contacts/ }));
    await page.getByRole('cell', { name: 'John Doe', exact: true }).waitFor();
    await press(page.getByRole('button', { name: /^Dependents/ }));

    // Dependents: a grid row.
    await openForm(page, 'Dependents').waitFor();
    await addRow(page, 'Dependents', { 'Dependent name': 'Mia Doe', Relationship: 'Daughter' });
    await save(page);

    // I-9: a list B and a list C document, and a translator among the preparers.
    await openForm(page, 'Employment eligibility (I-9)').waitFor();
    await choose(select(page, 'Citizenship status'), 1);
    await choose(select(page, 'Documents shown'), 2);
    await choose(select(page, 'List B document'), 1);
    await typeInto(textbox(page, 'List B document number'), 'TX12345678');
    await typeInto(textbox(page, 'List B issuing authority'), 'Texas DPS');
    await typeInto(textbox(page, 'List B expiration date'), '05/01/2031');
    await choose(select(page, 'List C document'), 1);
    await typeInto(textbox(page, 'List C document number'), 'SS123456789');
    await typeInto(textbox(page, 'List C issuing authority'), 'SSA');
    await addRow(page, 'Preparers and translators', { 'Preparer name': 'Ana Ruiz' }, { Role: 2 });
    await page.getByRole('cell', { name: 'Ana Ruiz', exact: true }).waitFor();
    await expectAccessible(page);
    await save(page);

    // The signature asks for the code sent to her phone first.
    await openForm(page, 'Agreement and signature').waitFor();
    await press(page.getByRole('button', { name: 'Send me a code', exact: true }));
    await page.getByText(/We sent a code to \*+0142\./).waitFor();
    await typeInto(textbox(page, 'Code from the text message'), await latestCode());
    await expectAccessible(page);
    await press(page.getByRole('button', { name: 'Confirm code', exact: true }));
    const agree = page.getByRole('checkbox', {
      name: 'I confirm that the information I gave is true and complete',
    });
    await agree.focus();
    await page.keyboard.press('Space');
    const signature = textbox(page, 'Signature (type your first and last name)');
    await typeInto(signature, 'Jane Smith');
    await save(page);
    await page.getByText('The signature must be your first and last name.').waitFor();
    await typeInto(signature, 'Jane Doe');
    await save(page);
    await page.getByText(`All forms completed on ${today()}. Thank you!`).waitFor();
    await expectAccessible(page);

    // The tab: every form Completed, today.
    await press(page.getByRole('link', { name: 'All onboarding forms', exact: true }));
    await tab.getByText('5 of 5 forms completed').waitFor();
    expect(await tab.getByText(`Completed on ${today()}`).count()).toBe(5);
    await expectAccessible(page);
  }, 240_000);

  it('are read by the recruiter on Jane’s application, the SSN masked', async () => {
    expect(janeApplicationId).toBeGreaterThan(0);
    const page = await staffSignIn(ownSite(), 'recruiter');
    await page.goto(`${ownSite()}/staff/applications/${janeApplicationId}`);
    const onboarding = page.getByRole('region', { name: 'Onboarding', exact: true });
    await onboarding.getByText(`Completed on ${today()}.`).waitFor();
    const w4 = onboarding.getByRole('region', { name: 'Tax withholding (W-4)' });
    await w4.getByText(`Saved ${today()}`).waitFor();
    const ssn = w4.getByRole('row', { name: /^Social Security number / });
    expect(await ssn.getByRole('cell').nth(1).textContent()).toBe('***-**-6789');
    expect(await page.content()).not.toMatch(/123-?45-?6789/);
    const contacts = onboarding.getByRole('region', { name: 'Emergency contacts' });
    await contacts.getByText(/Contact name: John Doe · Relationship: Brother/).waitFor();
    await expectAccessible(page);
  });

  it('read right to left in Arabic, with the SSN mismatch said in Arabic', async () => {
    const page = await signedIn('/ar/profile/onboarding/');
    const tab = page.getByRole('tabpanel');
    const link = tab.getByRole('link').first();
    await link.waitFor();
    await press(link);
    await page.waitForURL(/\/ar\/profile\/onboarding\/\d+\/$/);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { level: 2, name: 'نماذج الانضمام الخاصة بك' }).waitFor();
    await press(page.getByRole('button', { name: /^الاستقطاع الضريبي \(W-4\)/ }));
    await openForm(page, 'الاستقطاع الضريبي (W-4)').waitFor();
    await choose(select(page, 'حالة الإقرار'), 1);
    await typeInto(textbox(page, 'رقم الضمان الاجتماعي'), '123-45-6789');
    await typeInto(textbox(page, 'تأكيد رقم الضمان الاجتماعي'), '123-45-6780');
    await press(page.getByRole('button', { name: 'حفظ النموذج', exact: true }));
    await page.getByText('رقم الضمان الاجتماعي وتأكيده غير متطابقين.').waitFor();
    await expectAccessible(page);
  }, 120_000);
});
