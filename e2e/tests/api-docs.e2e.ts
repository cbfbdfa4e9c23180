import { describe, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser.js';

useBrowser();

describe('API documentation', () => {
  // A developer page rendered by swagger-ui (third-party markup), so it is checked for
  // working under its policy, not with axe like the career site's pages.
  it('renders the OpenAPI document at /rest/docs without console or CSP errors', async () => {
    const page = await openPage('/rest/docs/');
    await page.getByText('Talentgate API').first().waitFor();
    // Swagger UI draws only the tags in view: scroll down in steps until the jobs tag is drawn.
    const jobsTag = page.locator('#operations-tag-jobs');
    for (let step = 0; step < 80 && (await jobsTag.count()) === 0; step += 1) {
      await page.evaluate(() => window.scrollBy(0, 400));
      await page.waitForTimeout(100);
    }
    await jobsTag.scrollIntoViewIfNeeded();
    await page.locator('[data-path="/rest/public/jobsearch/{client}"]').first().waitFor();
  });
});
