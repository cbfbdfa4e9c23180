/**
 * The demo stream of the view styles and record steps no other stream shows (issue 21): the
 * modal (3) and accordion (1) styles, and the convicted-offence, relative and
 * professional-reference steps of spec 2 §2, filled and submitted by keyboard with axe on
 * each. A grid that is its form's only field is headed once, and its minimum message shows
 * once (issue 21 item 10). A row form that cannot load says so with the spec's text.
 */
import type { CompletedAttempt } from '@talentgate/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jobWithStream, newVisitorEmail } from '../support/apply.js';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';

useBrowser();

const COMPLETE = '/rest/public/apply/demo/attempt/complete';

/** Types into a field the way a keyboard user does: focus, then keys. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.page().keyboard.type(text);
}

/** Presses a button from the keyboard. */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await button.page().keyboard.press('Enter');
}

/** Adds one row to the open form's grid through its row dialog, by keyboard. */
async function addRow(page: Page, grid: string, column: string, value: string): Promise<void> {
  await press(page.getByRole('button', { name: `Add ${grid}`, exact: true }));
  const dialog = page.getByRole('dialog', { name: `Add ${grid}` });
  await typeInto(dialog.getByRole('textbox', { name: column, exact: true }), value);
  await expectAccessible(page);
  await press(dialog.getByRole('button', { name: 'Add', exact: true }));
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('cell', { name: value, exact: true }).waitFor();
}

/** The accordion section of a form: its control says the form's state. */
const section = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title}`) }).and(page.locator('[aria-expanded]'));

describe('the record steps demo stream', () => {
  it('is filled and submitted by keyboard, in modal and accordion styles', async () => {
    const job = await jobWithStream('record-steps-demo');
    const page = await openPage(`/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(10_000);
    await page.waitForURL(`**/apply/${job.requisitionId}/1/`);

    // Modal (3): the first form opens in a dialog.
    const contact = page.getByRole('dialog', { name: 'Your contact details' });
    // The dialog moves focus to its first field once open; typing earlier would lose keys.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);
    await typeInto(contact.getByRole('textbox', { name: 'First Name', exact: true }), 'Noor');
    await typeInto(contact.getByRole('textbox', { name: 'Last Name', exact: true }), 'Haddad');
    await typeInto(
      contact.getByRole('textbox', { name: 'User Name / Email', exact: true }),
      newVisitorEmail(),
    );
    const phone = contact.getByRole('textbox', { name: 'Phone', exact: true });
    await typeInto(phone, '5125550177');
    // Leaving the field formats the number as its country writes it.
    await page.keyboard.press('Tab');
    await expect.poll(() => phone.inputValue()).toBe('(512) 555-0177');
    await expectAccessible(page);
    await press(contact.getByRole('button', { name: 'Continue', exact: true }));
    await contact.waitFor({ state: 'detached' });

    // Accordion (1): each record step is a section that opens in turn.
    await expect
      .poll(() => section(page, 'Convictions').getAttribute('aria-expanded'))
      .toBe('true');
    // The grid is the form's only field: the form's heading names it, once.
    expect(await page.getByRole('heading', { name: 'Convictions', exact: true }).count()).toBe(1);
    // The row form's code cannot load (the connection dropped): the spec's message, and the
    // next try opens it.
    const rowDialogCode = /\/assets\/GridRowDialog-[\w-]+\.js$/;
    allowConsoleErrors(/net::ERR_FAILED/);
    await page.route(rowDialogCode, (route) => route.abort());
    await press(page.getByRole('button', { name: 'Add Convictions', exact: true }));
    await page
      .getByRole('alert')
      .getByText('Something went wrong, we are not able to load data. Please try again later.')
      .waitFor();
    await page.unroute(rowDialogCode);
    await addRow(page, 'Convictions', 'Nature of the offence', 'Speeding fine, 2019');
    expect(await page.getByText(/not able to load data/).count()).toBe(0);
    await expectAccessible(page);
    await press(page.getByRole('button', { name: 'Continue', exact: true }));

    await expect
      .poll(() => section(page, 'Relatives working with us').getAttribute('aria-expanded'))
      .toBe('true');
    await addRow(page, 'Relatives working with us', "Relative's name", 'Samir Haddad, pharmacy');
    await expectAccessible(page);
    await press(page.getByRole('button', { name: 'Continue', exact: true }));

    await expect
      .poll(() => section(page, 'Professional references').getAttribute('aria-expanded'))
      .toBe('true');
    const minimum = page.getByText('The minimum number of records permitted is 1.');
    await minimum.first().waitFor();
    expect(await minimum.count()).toBe(1);
    // Going on without a row: the message turns into the field's error, still said once.
    await press(page.getByRole('button', { name: 'Continue', exact: true }));
    await expect.poll(() => minimum.count()).toBe(1);
    await addRow(
      page,
      'Professional references',
      "Reference's name and role",
      'Dr Lina Park, Charge Nurse',
    );
    await expectAccessible(page);
    await press(page.getByRole('button', { name: 'Continue', exact: true }));

    // Modal (3) again for the terms, which ends the flow.
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    const agree = terms.getByRole('checkbox', { name: 'Terms and Policy' });
    await agree.focus();
    await page.keyboard.press('Space');
    expect(await agree.isChecked()).toBe(true);
    await expectAccessible(page);
    const completed = page.waitForResponse((response) => response.url().endsWith(COMPLETE));
    await press(terms.getByRole('button', { name: 'Submit application' }));
    const answer = (await (await completed).json()) as CompletedAttempt;
    expect(answer).toMatchObject({ newCandidate: true });
    expect(answer.applicationId).not.toBeNull();
    await page.waitForURL('**/apply/thank-you/');
    await expectAccessible(page);
  }, 120_000);
});
