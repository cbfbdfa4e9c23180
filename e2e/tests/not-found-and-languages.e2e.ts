import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { searchDemo } from '../support/demo-data.js';

useBrowser();

describe('not-found page', () => {
  it('answers unknown and not-yet-built paths with 404 and a way home', async () => {
    for (const path of ['/no/such/page/', '/deprecated/']) {
      const response = await fetch(baseUrl() + path);
      expect(response.status, path).toBe(404);
      const page = await openPage(path);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.getByRole('link', { name: 'Go to the career home' }).click();
      await page.waitForURL(baseUrl() + '/');
    }
    await expectAccessible(await openPage('/no/such/page/'));
  });
});

describe('languages', () => {
  it('serves Spanish under /es/ and matches paths case-insensitively', async () => {
    const page = await openPage('/ES/');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await page.getByRole('button', { name: 'Buscar' }).waitFor();
    await expectAccessible(page);
  });

  it('switches language on a job page and stays on that job', async () => {
    const { jobs } = await searchDemo();
    const job = jobs[0];
    if (!job) throw new Error('no demo job');
    const page = await openPage(`/jobs/${job.id}/${job.seoUrl}/`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: /Français/ }).click();
    await page.waitForURL(`${baseUrl()}/fr/jobs/${job.id}/${job.seoUrl}/`);
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await expectAccessible(page);
  });

  it('lays Arabic out right to left', async () => {
    const page = await openPage('/ar/');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await expectAccessible(page);
  });
});
