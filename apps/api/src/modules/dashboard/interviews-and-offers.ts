/** Interviews and offers of the signed-in candidate: lists and one by id. */
import { and, asc, desc, eq } from 'drizzle-orm';
import { INTERVIEW_MODES, type Interview, type Offer } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { interviews, offers } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { Owner } from '../auth/signed-in-owner.js';

type InterviewRow = typeof interviews.$inferSelect;
type OfferRow = typeof offers.$inferSelect;

const ownInterviews = (owner: Owner) => [
  eq(interviews.tenantId, owner.tenantId),
  eq(interviews.candidateId, owner.candidateId),
];
const ownOffers = (owner: Owner) => [
  eq(offers.tenantId, owner.tenantId),
  eq(offers.candidateId, owner.candidateId),
];

export async function listInterviews(db: Database, owner: Owner): Promise<Interview[]> {
  const rows = await db
    .select()
    .from(interviews)
    .where(and(...ownInterviews(owner)))
    .orderBy(asc(interviews.scheduledAt));
  return rows.map(presentInterview);
}

export async function findInterview(db: Database, owner: Owner, id: number): Promise<Interview> {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(...ownInterviews(owner), eq(interviews.id, id)))
    .limit(1);
  if (!row) throw appError('INTERVIEW_NOT_FOUND');
  return presentInterview(row);
}

export async function listOffers(db: Database, owner: Owner): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(...ownOffers(owner)))
    .orderBy(desc(offers.sentAt));
  return rows.map(presentOffer);
}

export async function findOffer(db: Database, owner: Owner, id: number): Promise<Offer> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(...ownOffers(owner), eq(offers.id, id)))
    .limit(1);
  if (!row) throw appError('OFFER_NOT_FOUND');
  return presentOffer(row);
}

function presentInterview(row: InterviewRow): Interview {
  return {
    interviewId: row.id,
    applicationId: row.applicationId,
    title: row.title,
    scheduledAt: row.scheduledAt.getTime(),
    durationMinutes: row.durationMinutes,
    mode: INTERVIEW_MODES.find((mode) => mode === row.mode) ?? 'onsite',
    location: row.location,
    interviewer: row.interviewer,
    status: row.status,
    notes: row.notes,
    timeZone: row.timeZone,
  };
}

function presentOffer(row: OfferRow): Offer {
  return {
    offerId: row.id,
    applicationId: row.applicationId,
    title: row.title,
    status: row.status,
    salary: row.salary,
    startDate: row.startDate,
    sentAt: row.sentAt.getTime(),
    expiresAt: row.expiresAt?.getTime() ?? null,
    details: row.details,
  };
}
