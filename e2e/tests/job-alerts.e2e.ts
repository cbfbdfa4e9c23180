/**
 * Job alerts as a subscriber lives them (issue 21 item 2, decision 0027): sign up without a
 * job, read on the thank-you page to confirm by e-mail, confirm with the e-mail's link, get
 * the alert the scheduled sender writes (only matching jobs, links on PUBLIC_URL), and never
 * the same job twice. The site sends alerts every 2 seconds here.
 */
import type { JobSearchResult } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { field, newVisitorEmail, openForm } from '../support/apply.js';
import { allowConsoleErrors, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { pathOf, waitForEmails } from '../support/mailbox.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();

const PUBLIC_URL = 'https://careers.northwind.test';
const site = useOwnSite({
  env: () => ({ JOB_ALERT_INTERVAL_SECONDS: '2', PUBLIC_URL }),
  // A copy of the seeded demo data starts faster than seeding while starting.
  prepare: async () => undefined,
});

async function search(query: string): Promise<JobSearchResult> {
  return (await fetch(`${site()}/rest/public/jobsearch/demo?pageSize=100&${query}`)).json();
}

describe('job alerts for a new subscriber', () => {
  const email = newVisitorEmail();

  it('signs up, confirms by e-mail and gets only matching jobs, each once', async () => {
    // A place with an open nursing job: the alert is about nursing jobs there.
    const nursing = await search('category=Nursing%20%26%20Care');
    const city = nursing.jobs[0]?.location.city;
    if (!city) throw new Error('no open nursing job in the demo data');
    const page = await openPage(`${site()}/profile/job-alert/`);
    page.setDefaultTimeout(15_000);
    await openForm(page, 'Get job alerts');
    await field(page, 'User Name / Email').fill(email);
    await page.getByRole('checkbox', { name: 'Nursing & Care' }).check();
    await field(page, 'Places').fill(city);
    await page.getByRole('checkbox', { name: 'Job alerts by e-mail' }).check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL('**/profile/alert-thank-you/');
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    await page.getByText(/open the link we sent you to confirm your address/).waitFor();
    await expectAccessible(page);

    const [signUpEmail] = await waitForEmails(site(), email, 'Confirm your job alerts');
    const link = /https?:\/\/\S+\/profile\/alert-confirmation\/\?token=\S+/.exec(
      signUpEmail?.text ?? '',
    )?.[0];
    if (!link) throw new Error('no confirmation link in the sign-up e-mail');
    expect(new URL(link).origin).toBe(PUBLIC_URL);
    // Two sending rounds pass: nothing goes to an address nobody confirmed.
    await page.waitForTimeout(4_500);
    expect(await waitForEmails(site(), email, 'New jobs at', 0)).toHaveLength(0);

    await page.goto(`${site()}${pathOf(link)}`);
    await page.getByRole('button', { name: 'Confirm my job alerts' }).click();
    await page.getByRole('heading', { name: 'Your job alerts are confirmed' }).waitFor();
    await page.getByText(email).waitFor();
    await expectAccessible(page);

    const [alert] = await waitForEmails(site(), email, 'New jobs at');
    if (!alert) throw new Error('no job alert after confirming');
    const nursingThere = nursing.jobs.filter((job) => job.location.label.includes(city));
    for (const job of nursingThere) expect(alert.text).toContain(job.title);
    for (const job of nursing.jobs.filter((other) => !nursingThere.includes(other))) {
      expect(alert.text).not.toContain(job.title);
    }
    for (const job of (await search('category=Engineering')).jobs) {
      expect(alert.text).not.toContain(job.title);
    }
    expect(alert.text).toContain(`${PUBLIC_URL}/unsubscribe/?token=`);
    expect(alert.text).toContain(`${PUBLIC_URL}/jobs/`);

    // More rounds: the same jobs are never sent again.
    await page.waitForTimeout(4_500);
    expect(await waitForEmails(site(), email, 'New jobs at')).toHaveLength(1);
  });

  it('a made-up confirmation link says so and offers a way to confirm', async () => {
    allowConsoleErrors(/status of 400/);
    const page = await openPage(`${site()}/profile/alert-confirmation/?token=made-up`);
    await page.getByRole('button', { name: 'Confirm my job alerts' }).click();
    await page.getByText('This link is invalid or has expired.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'E-mail me a password link' }).waitFor();
  });
});
