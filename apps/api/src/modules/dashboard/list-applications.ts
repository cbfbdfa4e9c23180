/** The candidate's applications with job titles and status timelines (spec 1 §1 applications). */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ApplicationStage, ApplicationSummary } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applications, applicationStages, requisitions } from '../../db/schema.js';
import type { Owner } from '../auth/signed-in-owner.js';

export async function listApplications(db: Database, owner: Owner): Promise<ApplicationSummary[]> {
  const rows = await db
    .select({
      id: applications.id,
      requisitionId: applications.requisitionId,
      jobTitle: requisitions.title,
      status: applications.status,
      applyDate: applications.applyDate,
    })
    .from(applications)
    .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
    .where(
      and(
        eq(applications.tenantId, owner.tenantId),
        eq(applications.candidateId, owner.candidateId),
      ),
    )
    .orderBy(desc(applications.applyDate), desc(applications.id));
  if (rows.length === 0) return [];
  const stages = await db
    .select()
    .from(applicationStages)
    .where(
      and(
        eq(applicationStages.tenantId, owner.tenantId),
        inArray(
          applicationStages.applicationId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(applicationStages.occurredAt), asc(applicationStages.id));
  return rows.map((row) => {
    const recorded: ApplicationStage[] = stages
      .filter((stage) => stage.applicationId === row.id)
      .map((stage) => ({
        stage: stage.stage,
        date: stage.occurredAt.getTime(),
        nextStep: stage.nextStep,
      }));
    return {
      applicationId: row.id,
      requisitionId: row.requisitionId,
      jobTitle: row.jobTitle,
      status: row.status,
      applyDate: row.applyDate.getTime(),
      // An application no stage was recorded for has still been through one: its status.
      timeline:
        recorded.length > 0
          ? recorded
          : [{ stage: row.status, date: row.applyDate.getTime(), nextStep: null }],
    };
  });
}
