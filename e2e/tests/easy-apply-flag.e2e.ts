/**
 * A link's `easyApplyFlag=t` (spec 2 §1, §2 query of /apply/) turns the join flow for a job
 * into easy apply only where the tenant turned `easyApplyEnabled` on (issue 21): the demo
 * tenant has it on; this file's own site has it off, set the way an operator would.
 */
import type { CompletedAttempt } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import {
  field,
  fillEasyApply,
  jobWithStream,
  newVisitorEmail,
  openForm,
} from '../support/apply.js';
import { baseUrl, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
const flagOff = useOwnSite({
  prepare: (cli) => cli('tenant-settings', ['flags', 'demo', 'easyApplyEnabled=false']),
});

const COMPLETE = '/rest/public/apply/demo/attempt/complete';

/** Opens the join flow for a job from a link that asks for easy apply. */
async function openEasyApplyLink(origin: string) {
  const job = await jobWithStream('full-apply', origin);
  const page = await openPage(`${origin}/apply/?job=${job.id}&easyApplyFlag=t`);
  page.setDefaultTimeout(10_000);
  return page;
}

/** Submits the open form and returns what the final submit answered. */
async function submit(page: Awaited<ReturnType<typeof openPage>>, button: string) {
  const completed = page.waitForResponse((response) => response.url().endsWith(COMPLETE));
  await page.getByRole('button', { name: button, exact: true }).click();
  return (await (await completed).json()) as CompletedAttempt;
}

describe('a link asking for easy apply', () => {
  it('applies in one step where the tenant turned easy apply on', async () => {
    const page = await openEasyApplyLink(baseUrl());
    await fillEasyApply(page, newVisitorEmail());
    await expectAccessible(page);
    const answer = await submit(page, 'Submit application');
    expect(answer.applicationId).not.toBeNull();
    await page.getByRole('heading', { name: 'Application complete, thank you!' }).waitFor();
  });

  it('joins the talent community where the tenant has it off', async () => {
    const page = await openEasyApplyLink(flagOff());
    await openForm(page, 'Join our talent community');
    expect(await page.getByText('Apply in one step').count()).toBe(0);
    await field(page, 'First Name').fill('Noor');
    await field(page, 'Last Name').fill('Haddad');
    await field(page, 'User Name / Email').fill(newVisitorEmail());
    await page.getByRole('textbox', { name: 'Area of interest', exact: true }).click();
    await page.getByRole('option', { name: 'Engineering', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Terms and Policy' }).check();
    await expectAccessible(page);
    const answer = await submit(page, 'Submit');
    expect(answer.applicationId).toBeNull();
    await page.getByText('Thank you for joining our talent community!').waitFor();
  });
});
