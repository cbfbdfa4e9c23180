/**
 * Texts that say what the page does (issue 21 item 10, in part): joining the talent
 * community for a job ends with "Submit", not "Submit application"; with easy apply the same
 * page is an application and says so.
 */
import { describe, it, expect } from 'vitest';
import { jobWithStream, openForm } from '../support/apply.js';
import { openPage, useBrowser } from '../support/browser.js';

useBrowser();

describe('the join flow\u2019s button', () => {
  it('says Submit when joining for a job, Submit application with easy apply', async () => {
    const job = await jobWithStream('full-apply');
    const join = await openPage(`/apply/join/?job=${job.id}`);
    join.setDefaultTimeout(10_000);
    await openForm(join, 'Join our talent community');
    await join.getByRole('button', { name: 'Submit', exact: true }).waitFor();
    expect(await join.getByRole('button', { name: 'Submit application' }).count()).toBe(0);

    const easy = await openPage(`/apply/join/?job=${job.id}&easyApplyFlag=t`);
    easy.setDefaultTimeout(10_000);
    await easy.locator('[data-form-heading]').first().waitFor();
    await easy.getByRole('button', { name: 'Submit application' }).waitFor();
  });
});
