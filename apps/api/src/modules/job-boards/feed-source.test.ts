/**
 * A job board's source reaches the application (decision 0043): the apply page's address
 * carries the feed's `?source=` (the final submit sends that address as pageUrl, or a caller
 * names it as `source`), and the application keeps it as sfxApplicationSource; a malformed
 * source is refused in the call and ignored in the address.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.js';
import { useFinalSubmitWorld } from '../../test/final-submit.js';

const world = useFinalSubmitWorld();

async function sourceOfApplication(applicationId: number) {
  const [row] = await world
    .db()
    .select({ source: applications.sfxApplicationSource })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row?.source;
}

describe('application source from a job feed', () => {
  it('is recorded on the application as sfxApplicationSource', async () => {
    const attemptId = await world.fullApply('feed.visitor@example.com');
    const response = await world.complete(attemptId, { source: 'indeed' });
    expect(response.statusCode, response.body).toBe(200);
    const { applicationId } = response.json<{ applicationId: number }>();
    expect(await sourceOfApplication(applicationId)).toBe('indeed');
  });

  it('is read from the address of the page the visitor applied from', async () => {
    const attemptId = await world.fullApply('feed.reader@example.com');
    const response = await world.complete(attemptId, {
      pageUrl: `https://jobs.acme.test/apply/${world.openRequisition}/5/?source=linkedin`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { applicationId } = response.json<{ applicationId: number }>();
    expect(await sourceOfApplication(applicationId)).toBe('linkedin');
  });

  it('is refused in the call and ignored in the address when it is not a name', async () => {
    const attemptId = await world.fullApply('direct.visitor@example.com');
    const refused = await world.complete(attemptId, { source: '<script>' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'source' });
    const response = await world.complete(attemptId, {
      pageUrl: `https://jobs.acme.test/apply/${world.openRequisition}/5/?source=%3Cb%3E`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { applicationId } = response.json<{ applicationId: number }>();
    expect(await sourceOfApplication(applicationId)).toBeNull();
  });
});
