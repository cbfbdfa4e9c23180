/**
 * A job board's source reaches the application (decision 0043): the apply page's final submit
 * sends the `?source=` its address carried, and the application keeps it as
 * sfxApplicationSource; a malformed source is refused like any bad value.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.js';
import { useFinalSubmitWorld } from '../../test/final-submit.js';

const world = useFinalSubmitWorld();

describe('application source from a job feed', () => {
  it('is recorded on the application as sfxApplicationSource', async () => {
    const attemptId = await world.fullApply('feed.visitor@example.com');
    const response = await world.complete(attemptId, { source: 'indeed' });
    expect(response.statusCode, response.body).toBe(200);
    const { applicationId } = response.json<{ applicationId: number }>();
    const [row] = await world
      .db()
      .select({ source: applications.sfxApplicationSource })
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(row?.source).toBe('indeed');
  });

  it('is left empty without one, and refused when it is not a name', async () => {
    const attemptId = await world.fullApply('direct.visitor@example.com');
    const refused = await world.complete(attemptId, { source: '<script>' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'source' });
    const response = await world.complete(attemptId);
    expect(response.statusCode, response.body).toBe(200);
    const { applicationId } = response.json<{ applicationId: number }>();
    const [row] = await world
      .db()
      .select({ source: applications.sfxApplicationSource })
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(row?.source).toBeNull();
  });
});
