import { describe, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser.js';

useBrowser();

describe('API documentation', () => {
  // A developer page rendered by swagger-ui (third-party markup), so it is checked for
  // working under its policy, not with axe like the career site's pages.
  it('renders the OpenAPI document at /rest/docs without console or CSP errors', async () => {
    const page = await openPage('/rest/docs/');
    await page.getByText('Talentgate API').first().waitFor();
    // Swagger UI draws a tag's operations once the tag comes into view.
    await page.locator('#operations-tag-jobs').scrollIntoViewIfNeeded();
    await page.locator('[data-path="/rest/public/jobsearch/{client}"]').first().waitFor();
  });
});
