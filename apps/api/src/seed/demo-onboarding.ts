/**
 * Jane's onboarding (issue 26, decision 0047): an application she was hired for, its offer
 * accepted, and its onboarding started as offer acceptance starts one (the pending forms and
 * the e-mailed link). Added once: a later start leaves what she filled in as it is.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { applications, applicationStages, offers } from '../db/schema.js';
import { startOnboarding } from '../modules/onboarding/start-onboarding.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';

const DAY = 86_400_000;

export async function seedDemoOnboarding(
  db: Database,
  tenant: Tenant,
  candidateId: number,
  requisitionId: number,
  origin: string,
  now = new Date(),
): Promise<void> {
  const owner = { tenantId: tenant.id, candidateId };
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenant.id),
        eq(applications.candidateId, candidateId),
        eq(applications.requisitionId, requisitionId),
      ),
    )
    .limit(1);
  if (existing) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const [application] = await db
    .insert(applications)
    .values({
      ...owner,
      requisitionId,
      status: 'Hired',
      sfxApplicationMethod: 'SFX Application',
      applyDate: at(-45),
      applicationType: 'E',
    })
    .returning({ id: applications.id });
  if (!application) return;
  await db.insert(applicationStages).values(
    [
      { stage: 'Applied', days: -45, nextStep: null },
      { stage: 'Interview', days: -30, nextStep: null },
      { stage: 'Offer', days: -10, nextStep: null },
      { stage: 'Hired', days: -2, nextStep: 'Complete your onboarding forms' },
    ].map((stage) => ({
      tenantId: tenant.id,
      applicationId: application.id,
      stage: stage.stage,
      occurredAt: at(stage.days),
      nextStep: stage.nextStep,
    })),
  );
  await db.insert(offers).values({
    ...owner,
    applicationId: application.id,
    title: 'Frontend Engineer, Patient Portal',
    status: 'accepted',
    salary: 'EUR 78,000 a year',
    startDate: at(21).toISOString().slice(0, 10),
    sentAt: at(-10),
    details: 'Full-time, Berlin office, 30 days of paid leave.',
  });
  await startOnboarding(db, { tenant, origin }, application.id, at(-2));
}
