/**
 * A dashboard worth looking at for a demo candidate (spec 1 §1): two applications with their
 * stages, interviews, an offer, to-dos announced in the notifications (onboarding forms come
 * from an accepted offer's onboarding: demo-onboarding.ts),
 * assessments, an address and an activity of every type. Added once: a candidate who already
 * has interviews is left as they are.
 */
import { and, eq } from 'drizzle-orm';
import {
  ACTIVITY_DATE_PLACEHOLDER,
  CREATED_ACTIVITY,
  CREATED_ACTIVITY_DATA,
  FILE_ADDED_PREFIX,
} from '@talentgate/domain';
import type { Database } from '../db/client.js';
import {
  applications,
  applicationStages,
  candidateActivities,
  candidateAddresses,
  candidateAssessments,
  candidateTodos,
  interviews,
  offers,
} from '../db/schema.js';
import { BUILTIN_VENDOR_ID } from '../modules/assessments/builtin-vendor.js';
import { builtinTestFor } from '../modules/assessments/builtin-tests.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface DashboardOwner {
  tenantId: number;
  candidateId: number;
}

export async function seedCandidateDashboard(
  db: Database,
  owner: DashboardOwner,
  requisitionIds: readonly [number, number],
  now = new Date(),
): Promise<boolean> {
  const [existing] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(eq(interviews.tenantId, owner.tenantId), eq(interviews.candidateId, owner.candidateId)),
    )
    .limit(1);
  if (existing) return false;
  const at = (offsetMilliseconds: number) => new Date(now.getTime() + offsetMilliseconds);
  const day = (offsetDays: number) =>
    at(offsetDays * DAY)
      .toISOString()
      .slice(0, 10);

  const [first, second] = await db
    .insert(applications)
    .values(
      requisitionIds.map((requisitionId, index) => ({
        ...owner,
        requisitionId,
        status: index === 0 ? 'Interview' : 'Applied',
        sfxApplicationMethod: 'SFX Application',
        applyDate: at(-(index === 0 ? 21 : 3) * DAY),
        applicationType: 'E',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (first) {
    await db.insert(applicationStages).values([
      {
        tenantId: owner.tenantId,
        applicationId: first.id,
        stage: 'Applied',
        occurredAt: at(-21 * DAY),
        nextStep: null,
      },
      {
        tenantId: owner.tenantId,
        applicationId: first.id,
        stage: 'Screening',
        occurredAt: at(-14 * DAY),
        nextStep: null,
      },
      {
        tenantId: owner.tenantId,
        applicationId: first.id,
        stage: 'Interview',
        occurredAt: at(-7 * DAY),
        nextStep: 'Panel interview with the engineering team',
      },
    ]);
  }
  if (second) {
    await db.insert(applicationStages).values({
      tenantId: owner.tenantId,
      applicationId: second.id,
      stage: 'Applied',
      occurredAt: at(-3 * DAY),
      nextStep: 'A recruiter reviews your application',
    });
  }

  const [panel] = await db
    .insert(interviews)
    .values([
      {
        ...owner,
        applicationId: first?.id ?? null,
        title: 'Panel interview',
        scheduledAt: at(3 * DAY + 2 * HOUR),
        durationMinutes: 60,
        mode: 'video',
        location: 'Video call (link sent by e-mail)',
        interviewer: 'Priya Natarajan, Engineering Manager',
        notes: 'Bring an example of a project you are proud of.',
      },
      {
        ...owner,
        applicationId: first?.id ?? null,
        title: 'Phone screen',
        scheduledAt: at(-10 * DAY),
        durationMinutes: 30,
        mode: 'phone',
        location: 'Phone',
        interviewer: 'Marcus Lee, Recruiter',
        status: 'completed',
      },
    ])
    .returning({ id: interviews.id });
  await db.insert(offers).values({
    ...owner,
    applicationId: first?.id ?? null,
    title: 'Senior Software Engineer',
    status: 'extended',
    salary: 'USD 145,000 a year',
    startDate: day(30),
    sentAt: at(-1 * DAY),
    expiresAt: at(6 * DAY),
    details: 'Full-time, hybrid (Austin office two days a week), 25 days of paid leave.',
  });
  await db.insert(candidateAssessments).values([
    {
      ...owner,
      vendorPositionCode: 'SWE-CODING',
      positionLabel: 'Coding exercise',
      testStatus: 'completed',
    },
    // Through the built-in vendor (decision 0042): Start on the dashboard opens its test.
    {
      ...owner,
      vendor: BUILTIN_VENDOR_ID,
      vendorReference: `bi-demo-work-style-${owner.candidateId}`,
      vendorPositionCode: 'WORK-STYLE',
      positionLabel: builtinTestFor('WORK-STYLE').title.en,
      testStatus: 'invited',
    },
  ]);
  await db.insert(candidateAddresses).values({
    ...owner,
    addressType: 'home',
    line1: '1200 Congress Avenue',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'United States',
  });

  const activity = (
    type: string,
    activityData: string,
    offsetMilliseconds: number,
    status = 'created',
  ) => ({
    ...owner,
    contextType: 'candidate',
    type,
    status,
    activityData,
    createdDatetime: at(offsetMilliseconds),
  });
  const notices = await db
    .insert(candidateActivities)
    .values([
      activity('notification', 'To-do: upload a copy of your ID.', -2 * HOUR),
      activity('notification', 'To-do: confirm your interview time.', -3 * HOUR),
    ])
    .returning({ id: candidateActivities.id });
  await db
    .insert(candidateActivities)
    .values([
      activity(CREATED_ACTIVITY.type, CREATED_ACTIVITY_DATA, -30 * DAY, CREATED_ACTIVITY.status),
      activity('action', 'You applied for a job.', -21 * DAY, 'completed'),
      activity('status', 'Your application moved to Interview.', -7 * DAY),
      activity('reminder', 'Your panel interview is in 3 days.', -4 * HOUR),
      activity('suggestion', 'Add your work history to stand out.', -5 * HOUR),
      activity(
        'summary',
        `Your week: 2 applications active since ${ACTIVITY_DATE_PLACEHOLDER}.`,
        -6 * HOUR,
      ),
      activity('action', `${FILE_ADDED_PREFIX}resume-jane-doe.pdf`, -20 * DAY, 'completed'),
      activity('notification', 'An offer is waiting for your answer.', -1 * DAY),
      activity('notification', 'This notice was withdrawn.', -1 * HOUR, 'removed'),
    ]);
  await db.insert(candidateTodos).values([
    {
      ...owner,
      title: 'Upload a copy of your ID',
      description: 'A passport or driving licence, for your onboarding.',
      dueAt: at(5 * DAY),
      activityId: notices[0]?.id ?? null,
    },
    {
      ...owner,
      title: 'Confirm your interview time',
      description: 'Reply to the invitation for your panel interview.',
      dueAt: at(2 * DAY),
      activityId: notices[1]?.id ?? null,
      interviewId: panel?.id ?? null,
    },
    {
      ...owner,
      title: 'Sign the privacy notice',
      description: '',
      completedAt: at(-2 * DAY),
    },
  ]);
  return true;
}
