/**
 * The dashboard as a new candidate meets it (issue 21 items 8 and 9): its content starts where
 * the header does at desktop and phone widths, Privacy is one of the tabs, the profile's name
 * and phone can be changed with no flag and no coordinates are typed, onboarding forms link to
 * where they are filled in, and the steps the site cannot do yet (confirming an interview
 * time) say what happens next and whom to reach, without anything that looks clickable and
 * is not; an offer says how it is answered on its page (issue 27), and whom to ask. Profile
 * edits change demo data, so the file runs on a site of its own.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JANE, signInThroughApi } from '../support/accounts.js';
import { expectAccessible, openPage, useBrowser, type PageOptions } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
const ownSite = useOwnSite();

async function openDashboard(path: string, options: PageOptions = {}): Promise<Page> {
  const page = await openPage(`${ownSite()}/`, options);
  await signInThroughApi(page);
  await page.goto(`${ownSite()}${path}`);
  await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();
  return page;
}

const panel = (page: Page) => page.getByRole('tabpanel');

/** Where an element's box starts, from the left edge of the window. */
async function leftEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box.x;
}

/**
 * What inside `scope` looks clickable and is not: a pointer cursor, or a bordered, filled or
 * upper-cased label (a badge reads as a button), on anything that is not a link or a button.
 */
async function falseAffordances(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const interactive = 'a[href], button, input, select, textarea, [role="button"], [role="link"]';
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (element.closest(interactive)) continue;
      const style = getComputedStyle(element);
      const text = element.textContent?.trim().slice(0, 40) ?? '';
      if (style.cursor === 'pointer') found.push(`pointer cursor: ${text}`);
      if (element === root || element.children.length > 0) continue;
      // A leaf with text: a plain label, not a badge or a button look-alike.
      const bordered = ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      if (bordered || filled) found.push(`boxed label: ${text}`);
      if (style.textTransform === 'uppercase') found.push(`upper-cased label: ${text}`);
    }
    return found;
  });
}

describe('the dashboard layout', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`starts its content where the header starts, ${viewport.width} px wide`, async () => {
      const page = await openDashboard('/profile/', { viewport });
      const brand = page.getByRole('banner').getByRole('link').first();
      const heading = page.getByRole('heading', { level: 1 });
      const tabs = page.getByRole('tablist');
      const headerLeft = await leftEdge(brand);
      expect(Math.abs((await leftEdge(heading)) - headerLeft)).toBeLessThanOrEqual(1);
      expect(Math.abs((await leftEdge(tabs)) - headerLeft)).toBeLessThanOrEqual(1);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  }

  it('has Privacy as a tab like the others, reached by keyboard', async () => {
    const page = await openDashboard('/profile/preferences/');
    const tablist = page.getByRole('tablist');
    const privacy = tablist.getByRole('tab', { name: 'Privacy', exact: true });
    await privacy.waitFor();
    await tablist.getByRole('tab', { name: 'Preferences', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`${ownSite()}/profile/privacy/`);
    await expect.poll(() => privacy.getAttribute('aria-selected')).toBe('true');
    await panel(page).getByRole('heading', { level: 2, name: 'Privacy' }).waitFor();
    await panel(page).getByRole('button', { name: 'Download my data' }).waitFor();
    // Its heading is the dashboard's: the greeting stays the page's only h1.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectAccessible(page);
  });
});

describe('the steps the site cannot do yet', () => {
  it('onboarding forms link to where they are filled in, with plain statuses', async () => {
    const page = await openDashboard('/profile/onboarding/');
    const w4 = panel(page).getByRole('listitem').filter({ hasText: 'Tax withholding (W-4)' });
    await w4.getByRole('link', { name: 'Tax withholding (W-4)', exact: true }).waitFor();
    await w4.getByText('To do', { exact: true }).waitFor();
    expect(await w4.getByText("You can't fill in", { exact: false }).count()).toBe(0);
    expect(await falseAffordances(w4)).toEqual([]);
    await expectAccessible(page);
  });

  it('an offer says how to answer it, and whom to ask', async () => {
    const page = await openDashboard('/profile/offers/');
    const offer = panel(page).getByRole('listitem').filter({ hasText: 'Senior Software Engineer' });
    await offer
      .getByText('Read the offer letter, then accept or decline it below', { exact: false })
      .waitFor();
    await offer.getByText('Marcus Lee, Recruiter').waitFor();
    expect(await falseAffordances(offer)).toEqual([]);

    await offer.getByRole('link', { name: 'Senior Software Engineer' }).click();
    await page.waitForURL(/\/profile\/offers\/\d+\/$/);
    await panel(page).getByText('Marcus Lee, Recruiter').waitFor();
    expect(
      await panel(page)
        .getByRole('link', { name: 'marcus.lee@northwind.example' })
        .getAttribute('href'),
    ).toBe('mailto:marcus.lee@northwind.example');
    expect(
      await panel(page).getByRole('link', { name: '+1 512 555 0147' }).getAttribute('href'),
    ).toBe('tel:+15125550147');
    // The answer's controls are real (offers.e2e.ts answers with them), with the letter.
    await panel(page).getByRole('button', { name: 'Accept offer' }).waitFor();
    await panel(page).getByRole('button', { name: 'Decline offer' }).waitFor();
    await panel(page).getByRole('link', { name: 'Read the offer letter (PDF)' }).waitFor();
    await expectAccessible(page);
  });

  it('"Confirm your interview time" leads to the interview, which says how to confirm', async () => {
    const page = await openDashboard('/profile/todos/');
    const todo = panel(page)
      .getByRole('listitem')
      .filter({ hasText: 'Confirm your interview time' });
    await todo
      .getByText("You can't confirm or change this time on the site yet.", { exact: false })
      .waitFor();
    expect(await falseAffordances(todo)).toEqual([]);
    await todo.getByRole('link', { name: 'See the interview' }).click();
    await page.waitForURL(/\/profile\/interviews\/\d+\/$/);
    await panel(page).getByRole('heading', { name: 'Panel interview' }).waitFor();
    await panel(page)
      .getByText("You can't confirm or change this time on the site yet.", { exact: false })
      .waitFor();
    await panel(page).getByText('Marcus Lee, Recruiter').waitFor();
    expect(await falseAffordances(panel(page))).toEqual([]);
    await expectAccessible(page);
  });
});

describe('edit profile', () => {
  it(
    'changes first and last name and phone, with no coordinates to type',
    { timeout: 90_000 },
    async () => {
      const page = await openDashboard('/profile/edit/');
      const edit = panel(page);
      await edit.getByRole('combobox', { name: 'Find your city' }).waitFor();
      expect(await edit.getByRole('textbox', { name: /latitude|longitude/i }).count()).toBe(0);

      const firstName = edit.getByRole('textbox', { name: 'First name' });
      expect(await firstName.inputValue()).toBe(JANE.firstName);
      await firstName.fill('');
      await edit.getByRole('button', { name: 'Save contact details' }).click();
      await edit.getByText('First name is required.').waitFor();
      await firstName.fill('Janet');
      await edit.getByRole('textbox', { name: 'Last name' }).fill('Doe-Smith');
      const phone = edit.getByRole('textbox', { name: 'Phone' });
      await phone.fill('12');
      await edit.getByRole('button', { name: 'Save contact details' }).click();
      await edit.getByText('Phone is invalid.').waitFor();
      await phone.fill('+44 20 7946 0958');
      await edit.getByRole('button', { name: 'Save contact details' }).press('Enter');
      await page.getByText('Your contact details are saved.').waitFor();
      await expectAccessible(page);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Hello, Janet' }).waitFor();
      expect(await panel(page).getByRole('textbox', { name: 'Last name' }).inputValue()).toBe(
        'Doe-Smith',
      );
      expect(await panel(page).getByRole('textbox', { name: 'Phone' }).inputValue()).toBe(
        '442079460958',
      );
    },
  );
});
