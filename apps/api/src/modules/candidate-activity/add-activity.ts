/** Candidate activity (spec 1 §3, spec 2 §3): the entries of the candidate's activity feed. */
import type { Activity, ActivityInput } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { insertActivity, type ActivityRow } from '../../stores/candidate-store.js';

export interface NewActivity {
  contextType: string;
  type: string;
  status: string;
  activityData: string;
  createdDatetime?: Date;
  completedDatetime?: Date | null;
}

export async function addActivity(
  db: Database,
  tenantId: number,
  candidateId: number,
  activity: NewActivity,
): Promise<ActivityRow> {
  return insertActivity(db, {
    tenantId,
    candidateId,
    ...activity,
    // Not given: the column defaults (now, and none).
    createdDatetime: activity.createdDatetime ?? null,
    completedDatetime: activity.completedDatetime ?? null,
  });
}

/** An activity as the add call sends it: dates in epoch milliseconds, now when not given. */
export function activityFromInput(input: ActivityInput, now = new Date()): NewActivity {
  const { completedDatetime } = input;
  return {
    contextType: input.contextType,
    type: input.type,
    status: input.status,
    activityData: input.activityData,
    createdDatetime: input.createdDatetime === undefined ? now : new Date(input.createdDatetime),
    completedDatetime:
      completedDatetime === undefined || completedDatetime === null
        ? null
        : new Date(completedDatetime),
  };
}

export function presentActivity(row: ActivityRow): Activity {
  return {
    activityId: row.id,
    candidateId: row.candidateId,
    contextType: row.contextType,
    type: row.type,
    status: row.status,
    activityData: row.activityData,
    createdDatetime: row.createdDatetime.getTime(),
    completedDatetime: row.completedDatetime?.getTime() ?? null,
  };
}
