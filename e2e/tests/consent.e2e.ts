/**
 * Consent with a policy (issue 21 item 5): the tenant's policy page is linked where the
 * terms are accepted, the agreement sentence ticks the box when clicked, and the box is
 * marked required.
 */
import { describe, expect, it } from 'vitest';
import { jobWithStream, openForm } from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';

useBrowser();

describe('terms and policy consent', () => {
  it('links the policy, ticks on the sentence and is marked required', async () => {
    const job = await jobWithStream('easy-apply');
    const page = await openPage(`/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(10_000);
    await openForm(page, 'Apply in one step');
    const policy = page.getByRole('link', { name: 'Privacy policy (opens in a new tab)' });
    expect(await policy.getAttribute('href')).toBe('/profile/privacy/');
    expect(await policy.getAttribute('target')).toBe('_blank');

    const box = page.getByRole('checkbox', { name: 'Terms and Policy' });
    expect(await box.isChecked()).toBe(false);
    expect(await box.getAttribute('required')).not.toBeNull();
    await page
      .getByText('I have read and agree to the terms of use and the privacy policy.')
      .click();
    expect(await box.isChecked()).toBe(true);
    // The visible required marker next to the box's label.
    const label = page.locator(`label[for="${await box.getAttribute('id')}"]`).last();
    expect(await label.textContent()).toContain('*');
    await expectAccessible(page);
  });
});
