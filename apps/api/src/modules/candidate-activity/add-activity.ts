/** Candidate activity (spec 1 §3, spec 2 §3): the entries of the candidate's activity feed. */
import { sql } from 'drizzle-orm';
import type { Activity, ActivityInput } from '@talentgate/domain';
import { builtOncePer, driverEncoded } from '../../db/built-once.js';
import type { Database } from '../../db/client.js';
import { candidateActivities } from '../../db/schema.js';

type ActivityRow = typeof candidateActivities.$inferSelect;

export interface NewActivity {
  contextType: string;
  type: string;
  status: string;
  activityData: string;
  createdDatetime?: Date;
  completedDatetime?: Date | null;
}

// Every new candidate gets one (built-once.ts).
const insertActivity = builtOncePer((db) =>
  db
    .insert(candidateActivities)
    .values({
      tenantId: sql.placeholder('tenantId'),
      candidateId: sql.placeholder('candidateId'),
      contextType: sql.placeholder('contextType'),
      type: sql.placeholder('type'),
      status: sql.placeholder('status'),
      activityData: sql.placeholder('activityData'),
      createdDatetime: sql`coalesce(${sql.placeholder('createdDatetime')}, now())`,
      // May be null, which the column's date encoder does not take.
      completedDatetime: driverEncoded('completedDatetime'),
    })
    .returning()
    .prepare('insert_activity'),
);

export async function addActivity(
  db: Database,
  tenantId: number,
  candidateId: number,
  activity: NewActivity,
): Promise<ActivityRow> {
  const [row] = await insertActivity(db).execute({
    tenantId,
    candidateId,
    ...activity,
    // Not given: the column defaults (now, and none).
    createdDatetime: activity.createdDatetime ?? null,
    completedDatetime: activity.completedDatetime ?? null,
  });
  if (!row) throw new Error('activity not added');
  return row;
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
