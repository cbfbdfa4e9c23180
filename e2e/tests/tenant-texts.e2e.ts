/**
 * Texts said once and in the page's language (issue 21 item 10): the tenant's tagline and
 * stream names come from its texts file per language (Spanish and Arabic in the demo), and
 * "Join our talent community" is not repeated on one page. (The grid's heading and minimum
 * message: record-steps.e2e.ts; the join button: texts.e2e.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jobWithStream } from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';

useBrowser();

/** How often `text` is shown in the page's main region. */
async function timesShown(page: Page, text: string): Promise<number> {
  const main = (await page.getByRole('main').innerText()).toLowerCase();
  return main.split(text.toLowerCase()).length - 1;
}

describe('the tenant\u2019s texts per language', () => {
  it('show the tagline in Spanish and Arabic, English by default', async () => {
    const page = await openPage('/es/');
    await page
      .getByText('Una atención mejor, creada por personas a quienes les importa.')
      .waitFor();
    await page.goto('/ar/');
    await page.getByText('رعاية أفضل يصنعها أشخاص يهتمون.').waitFor();
    await expectAccessible(page);
    await page.goto('/');
    await page.getByText('Better care, built by people who care.').waitFor();
  });

  it('name the talent community stream in the page language', async () => {
    const page = await openPage('/es/profile/join/');
    await page.getByRole('heading', { level: 1, name: 'Comunidad de talento' }).waitFor();
    await page.goto('/ar/profile/join/');
    await page.getByRole('heading', { level: 1, name: 'مجتمع المواهب' }).waitFor();
    await expectAccessible(page);
  });
});

describe('"Join our talent community"', () => {
  it('is said once on the join pages, with or without a job', async () => {
    const job = await jobWithStream('full-apply');
    const forJob = await openPage(`/apply/join/?job=${job.id}`);
    await forJob.locator('[data-form-heading]').first().waitFor();
    expect(await timesShown(forJob, 'Join our talent community')).toBe(1);

    const join = await openPage('/profile/join/');
    await join.locator('[data-form-heading]').first().waitFor();
    expect(await timesShown(join, 'Join our talent community')).toBe(1);
  });
});
