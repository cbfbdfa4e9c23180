import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { searchDemo } from '../support/demo-data.js';

useBrowser();

const resultCount = (count: number) => new RegExp(`^${count} jobs?$`);

describe('career home', () => {
  it('lists the open jobs with a count, and passes axe', async () => {
    const all = await searchDemo();
    const page = await openPage('/');
    await page.getByRole('heading', { level: 1, name: /Careers at Northwind/ }).waitFor();
    await page.getByText(resultCount(all.total)).waitFor();
    const titles = page.getByRole('main').getByRole('link', { name: all.jobs[0]?.title });
    expect(await titles.count()).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  it('narrows the list when searching for "engineer"', async () => {
    const all = await searchDemo();
    const engineers = await searchDemo('?q=engineer');
    expect(engineers.total).toBeLessThan(all.total);

    const page = await openPage('/');
    await page.getByLabel('Search jobs by title or keyword').fill('engineer');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/[?&]q=engineer/);
    await page.getByText(resultCount(engineers.total)).waitFor();
    await page.getByRole('link', { name: engineers.jobs[0]?.title }).first().waitFor();
    await expectAccessible(page);
  });

  it('filters by category with counts and keeps the filter in the address', async () => {
    const nursing = await searchDemo('?category=' + encodeURIComponent('Nursing & Care'));
    const page = await openPage('/');
    await page.getByLabel('Category').selectOption({ label: `Nursing & Care (${nursing.total})` });
    await page.waitForURL(/category=Nursing/);
    await page.getByText(resultCount(nursing.total)).waitFor();

    // The address alone restores the same search, e.g. when shared or reloaded.
    await page.reload();
    await page.getByText(resultCount(nursing.total)).waitFor();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await page.waitForURL((url) => !url.search.includes('category'));
  });

  it('pages through results', async () => {
    const second = await searchDemo('?page=2');
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/[?&]page=2/);
    await page.getByRole('link', { name: second.jobs[0]?.title }).first().waitFor();
    await expectAccessible(page);
  });

  it('can be searched with the keyboard alone', async () => {
    const engineers = await searchDemo('?q=engineer');
    const page = await openPage('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    await expectFocusOn(page, 'Skip to main content');
    await page.getByLabel('Search jobs by title or keyword').focus();
    await page.keyboard.type('engineer');
    await page.keyboard.press('Enter');
    await page.getByText(resultCount(engineers.total)).waitFor();
  });
});

async function expectFocusOn(page: Page, name: string) {
  const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  expect(focused).toBe(name);
}
