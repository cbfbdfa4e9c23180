/** Interviews and offers of the signed-in candidate: lists and one by id. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  CANDIDATE_OFFER_STATUSES,
  INTERVIEW_MODES,
  isOfferExpired,
  type Interview,
  type Offer,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { interviews, offers } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { Owner } from '../auth/signed-in-owner.js';

type InterviewRow = typeof interviews.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

const ownInterviews = (owner: Owner) => [
  eq(interviews.tenantId, owner.tenantId),
  eq(interviews.candidateId, owner.candidateId),
];
/** The candidate's offers once extended: drafts and offers in approval are staff's own. */
const ownOffers = (owner: Owner) => [
  eq(offers.tenantId, owner.tenantId),
  eq(offers.candidateId, owner.candidateId),
  inArray(offers.status, [...CANDIDATE_OFFER_STATUSES]),
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
  return presentOffer(await findOfferRow(db, owner, id));
}

/** The candidate's extended or answered offer as stored (for its letter). */
export async function findOfferRow(db: Database, owner: Owner, id: number): Promise<OfferRow> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(...ownOffers(owner), eq(offers.id, id)))
    .limit(1);
  if (!row) throw appError('OFFER_NOT_FOUND');
  return row;
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
  const expiresAt = row.expiresAt?.getTime() ?? null;
  return {
    offerId: row.id,
    applicationId: row.applicationId,
    title: row.title,
    status:
      row.status === 'extended' && isOfferExpired(expiresAt, Date.now()) ? 'expired' : row.status,
    salary: row.salary,
    startDate: row.startDate,
    sentAt: row.sentAt.getTime(),
    expiresAt,
    details: row.details,
    signature: row.signature,
    answeredAt: row.answeredAt?.getTime() ?? null,
  };
}
