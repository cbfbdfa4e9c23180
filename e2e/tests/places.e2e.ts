import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughApi } from '../support/accounts.js';
import { expectAccessible, openPage, useBrowser, type PageOptions } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
const ownSite = useOwnSite();

const LYON = 'Lyon, Auvergne-Rhône-Alpes, France';

/** The signed-in demo candidate's profile edit tab, with the Location section. */
async function openLocation(options: PageOptions & { origin?: string; prefix?: string } = {}) {
  const origin = options.origin ?? '';
  const page = await openPage(`${origin}/`, options);
  await signInThroughApi(page);
  await page.goto(`${origin}${options.prefix ?? ''}/profile/edit/`);
  return page;
}

/** A field of the Location section (the edit tab's address form has fields of the same name). */
const field = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Where you live' }).getByLabel(label, { exact: true });

async function expectFields(page: Page, values: Record<string, string | RegExp>) {
  for (const [label, value] of Object.entries(values)) {
    await expect.poll(() => field(page, label).inputValue(), { timeout: 10_000 }).toMatch(value);
  }
}

describe('the zip field', () => {
  it('fills city, state and country from a US zip', async () => {
    const page = await openLocation();
    await page.getByRole('heading', { name: 'Where you live' }).waitFor();
    await expectAccessible(page);
    for (const label of ['City', 'State / province', 'Country']) await field(page, label).fill('');
    await field(page, 'Zip / postal code').fill('78701');
    await field(page, 'Zip / postal code').press('Tab');
    await expectFields(page, {
      City: /^Austin$/,
      'State / province': /^Texas$/,
      Country: /^United States$/,
    });
  });

  it('leaves fields that hold a value as they are', async () => {
    const page = await openLocation();
    await field(page, 'City').fill('Round Rock');
    await field(page, 'State / province').fill('');
    await field(page, 'Zip / postal code').fill('78701');
    await field(page, 'Zip / postal code').press('Tab');
    await expectFields(page, { 'State / province': /^Texas$/, City: /^Round Rock$/ });
  });
});

describe('the place field', () => {
  it('offers Lyon, France for "Lyon", and picking it fills the location', async () => {
    const page = await openLocation();
    const place = page.getByRole('combobox', { name: 'Find your city' });
    await place.fill('Lyon');
    const option = page.getByRole('option', { name: LYON });
    await option.waitFor();
    await expectAccessible(page);
    await option.click();
    await expect.poll(() => place.inputValue()).toBe(LYON);
    await expectFields(page, {
      City: /^Lyon$/,
      'State / province': /^Auvergne-Rhône-Alpes$/,
      Country: /^France$/,
      // No French postal codes are loaded, so the old zip does not stay behind.
      'Zip / postal code': /^$/,
    });
  });

  it('is picked with the keyboard, and cleared on leaving it with other text', async () => {
    const page = await openLocation();
    const place = page.getByRole('combobox', { name: 'Find your city' });
    await place.fill('Lyon');
    await page.getByRole('option', { name: LYON }).waitFor();
    await place.press('ArrowDown');
    await place.press('Enter');
    await expect.poll(() => place.inputValue()).toBe(LYON);
    await place.press('Backspace');
    await place.press('Tab');
    await expect.poll(() => place.inputValue()).toBe('');
    // Text typed without a pick goes too.
    await place.fill('Somewhere I made up');
    await place.press('Tab');
    await expect.poll(() => place.inputValue()).toBe('');
  });

  it('is accessible right to left, in Arabic', async () => {
    const page = await openLocation({ prefix: '/ar' });
    const place = page.getByRole('combobox', { name: 'ابحث عن مدينتك' });
    await place.fill('Lyon');
    await page.getByRole('option', { name: LYON }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expectAccessible(page);
  });
});

describe('use my location', () => {
  it('fills the nearest city to where the browser says it is', async () => {
    const page = await openLocation({
      geolocation: { latitude: 30.2676, longitude: -97.7429 },
      permissions: ['geolocation'],
    });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expectFields(page, {
      City: /^Austin$/,
      'State / province': /^Texas$/,
      Country: /^United States$/,
      'Zip / postal code': /^787\d\d$/,
    });
    const place = page.getByRole('combobox', { name: 'Find your city' });
    await expect.poll(() => place.inputValue()).toBe('Austin, Texas, United States');
    await expectAccessible(page);
  });

  it('says so and stops when the browser refuses', async () => {
    const page = await openLocation();
    const button = page.getByRole('button', { name: 'Use my location' });
    await button.click();
    await page.getByText("We couldn't find your location.", { exact: false }).waitFor();
    await expect.poll(() => button.getAttribute('data-loading')).toBeNull();
    await expectAccessible(page);
  });
});

describe('saving the location', () => {
  it('keeps the picked place on the candidate record', async () => {
    const origin = ownSite();
    const page = await openLocation({ origin });
    const place = page.getByRole('combobox', { name: 'Find your city' });
    await place.fill('Lyon');
    await page.getByRole('option', { name: LYON }).click();
    await expectFields(page, { City: /^Lyon$/ });
    await page.getByRole('button', { name: 'Save location' }).click();
    await page.getByText('Your location is saved.').waitFor();
    await page.reload();
    await expectFields(page, {
      City: /^Lyon$/,
      'State / province': /^Auvergne-Rhône-Alpes$/,
      Country: /^France$/,
    });
    // The coordinates are not typed by anyone (issue 21 item 8), but the record keeps them.
    const record = await page.evaluate(async () => {
      const response = await fetch('/rest/private/candidate/demo/current', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      return (await response.json()) as unknown;
    });
    expect(record).toMatchObject({
      latitude: expect.closeTo(45.76, 1),
      longitude: expect.closeTo(4.84, 1),
    });
  });
});
