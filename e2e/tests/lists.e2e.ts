import { ActiveListItems } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { getJson } from '../support/api-json.js';
import { baseUrl, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { searchDemo } from '../support/demo-data.js';

useBrowser();

describe('tenant lists', () => {
  it('answers the demo tenant\u2019s lists by name, and 404 for an unknown one', async () => {
    const items = await getJson('/rest/public/lists/demo/AreaOfInterest', ActiveListItems);
    expect(items.map((item) => item.value)).toEqual([
      'Engineering',
      'Nursing & Care',
      'Sales & Marketing',
      'Operations & Logistics',
      'Finance',
      'People & HR',
    ]);
    const unknown = await fetch(`${baseUrl()}/rest/public/lists/demo/NoSuchList`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'LIST_NOT_FOUND' });
  });

  it('name the job categories in the page\u2019s language, from a copy kept for 5 hours', async () => {
    const engineering = await searchDemo('?category=Engineering');
    const page = await openPage('/es/');
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/public/lists/')) listCalls.push(request.url());
    });
    await page
      .getByRole('combobox', { name: 'Categoría' })
      .selectOption({ label: `Ingeniería (${engineering.total})` });
    await page.waitForURL(/category=Engineering/);
    await page.getByRole('main').getByText('Ingeniería', { exact: true }).first().waitFor();
    await expectAccessible(page);

    // The position codes are loaded at start (spec 2 §7); both lists are kept with a stamp.
    const stored = await page.evaluate(() =>
      ['tg-list:demo:positioncodes', 'tg-list:demo:areaofinterest'].map((key) => {
        const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
        return typeof value === 'object' && value !== null && 'stamp' in value;
      }),
    );
    expect(stored).toEqual([true, true]);
    listCalls.splice(0);
    await page.reload();
    await page.getByRole('main').getByText('Ingeniería', { exact: true }).first().waitFor();
    expect(listCalls).toEqual([]);
  });
});
