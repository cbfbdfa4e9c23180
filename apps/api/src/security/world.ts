/**
 * The people of the authorization matrix: in one tenant the victim (whose data every attack
 * names), a twin of the victim (whose own calls prove each request would work for its owner),
 * another candidate and a new candidate in the middle of a flow; in another tenant, a
 * candidate of their own. Each has data in every table (the privacy footprint) and one record
 * of each kind, and the credentials a candidate can hold: a session cookie, a bearer token,
 * temporary tokens from that session and from an e-mailed link.
 */
import { issueAssessmentToken } from '../modules/assessments/assessment-token.js';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CANDIDATE_RECORD_KINDS, type TokenResponse } from '@talentgate/domain';
import type { Database } from '../db/client.js';
import {
  applications,
  applyForms,
  applyStreams,
  attachments,
  candidateActivities,
  candidateAssessments,
  candidateAddresses,
  candidateRecords,
  candidateTodos,
  socialLinks,
  interviewInvitations,
  interviews,
  offers,
  screeningAnswers,
} from '../db/schema.js';
import { createLinkToken } from '../modules/auth/link-tokens.js';
import { addRecord } from '../modules/candidate-records/record-store.js';
import type { CandidateRow } from '../modules/candidates/find-candidate.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { giveCandidateFootprint } from '../test/candidate-footprint.js';
import { createCandidate, createFolder, createJob, createTenant } from '../test/factories.js';
import { startCandidateFlow } from '../test/new-candidate.js';
import { signInCookie } from '../test/sign-in.js';

/** The ids of one candidate's own objects, by what they are. */
export interface ObjectIds {
  /** A record of each kind, by its kind (`education`, `work-history`…). */
  records: Record<string, number>;
  attachment: number;
  address: number;
  application: number;
  interview: number;
  /** An interview invitation (booked), decision 0050. */
  invitation: number;
  offer: number;
  /** A second extended offer, for the decline call. */
  offerToDecline: number;
  todo: number;
  activity: number;
  assessment: number;
  /** A linked sign-in method (social channel link). */
  socialLink: number;
  /** The application's onboarding form with nothing required (dependents): saves as `{}`. */
  onboardingForm: number;
}

export interface Party {
  tenant: Tenant;
  candidate: CandidateRow;
  ids: ObjectIds;
  /** Tenant-wide things a request may name: an open requisition, a live folder, a stream key. */
  requisitionId: number;
  folderId: number;
  streamKey: string;
  cookie: string;
  bearer: string;
  /** `Temporary …` from the token call with the session. */
  sessionToken: string;
  /** `Temporary …` from the token call with an e-mailed login-less link. */
  linkToken: string;
  /** `Temporary …` of the assessment step, as the final submit issues it to a new candidate. */
  assessmentToken: string;
}

export interface World {
  victim: Party;
  twin: Party;
  other: Party;
  foreign: Party;
  /** `Temporary <x-nonce>` of a candidate whose creation flow is open. */
  newCandidateToken: string;
}

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

async function firstId(query: Promise<{ id: number }[]>, what: string): Promise<number> {
  const [row] = await query;
  if (!row) throw new Error(`no ${what}`);
  return row.id;
}

async function objectIdsOf(
  db: Database,
  tenant: Tenant,
  candidate: CandidateRow,
): Promise<ObjectIds> {
  const owner = { tenantId: tenant.id, candidateId: candidate.id };
  const records: Record<string, number> = {};
  for (const kind of CANDIDATE_RECORD_KINDS) {
    const [existing] = await db
      .select({ id: candidateRecords.id })
      .from(candidateRecords)
      .where(
        and(eq(candidateRecords.candidateId, candidate.id), eq(candidateRecords.kind, kind.kind)),
      );
    const fields: Record<string, string> =
      kind.kind === 'education'
        ? { levelAttained: 'BSc', completed: 't' }
        : kind.kind === 'work-history'
          ? { company: 'Initech', current: 'f' }
          : kind.kind === 'convicted-offence'
            ? { nature: 'None declared' }
            : { name: `${kind.kind} of ${candidate.uname}` };
    records[kind.kind] = existing?.id ?? (await addRecord(db, owner, kind, fields)).id;
  }
  return {
    records,
    attachment: await firstId(
      db
        .select({ id: attachments.id })
        .from(attachments)
        .where(eq(attachments.candidateId, candidate.id)),
      'attachment',
    ),
    address: await firstId(
      db
        .select({ id: candidateAddresses.id })
        .from(candidateAddresses)
        .where(eq(candidateAddresses.candidateId, candidate.id)),
      'address',
    ),
    application: await firstId(
      db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.candidateId, candidate.id)),
      'application',
    ),
    interview: await firstId(
      db
        .select({ id: interviews.id })
        .from(interviews)
        .where(eq(interviews.candidateId, candidate.id)),
      'interview',
    ),
    invitation: await firstId(
      db
        .select({ id: interviewInvitations.id })
        .from(interviewInvitations)
        .where(eq(interviewInvitations.candidateId, candidate.id)),
      'interview invitation',
    ),
    offer: await firstId(
      db.select({ id: offers.id }).from(offers).where(eq(offers.candidateId, candidate.id)),
      'offer',
    ),
    offerToDecline: await firstId(
      db
        .insert(offers)
        .values({ ...owner, title: 'Second offer', expiresAt: new Date(Date.now() + 86_400_000) })
        .returning({ id: offers.id }),
      'second offer',
    ),
    todo: await firstId(
      db
        .select({ id: candidateTodos.id })
        .from(candidateTodos)
        .where(eq(candidateTodos.candidateId, candidate.id)),
      'to-do',
    ),
    activity: await firstId(
      db
        .select({ id: candidateActivities.id })
        .from(candidateActivities)
        .where(eq(candidateActivities.candidateId, candidate.id)),
      'activity',
    ),
    assessment: await firstId(
      db
        .select({ id: candidateAssessments.id })
        .from(candidateAssessments)
        .where(eq(candidateAssessments.candidateId, candidate.id)),
      'assessment',
    ),
    socialLink: await firstId(
      db
        .select({ id: socialLinks.id })
        .from(socialLinks)
        .where(eq(socialLinks.candidateId, candidate.id)),
      'social link',
    ),
    onboardingForm: await firstId(
      db
        .select({ id: applyForms.id })
        .from(applyForms)
        .where(
          and(eq(applyForms.tenantId, tenant.id), eq(applyForms.key, 'onboarding-dependents')),
        ),
      'onboarding form',
    ),
  };
}

async function token(
  app: FastifyInstance,
  party: { tenant: Tenant; candidate: CandidateRow },
  kind: 'JWS' | 'Temporary Token',
  via: { cookie?: string; linkSecret?: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/rest/${party.tenant.client}/token`,
    headers: { ...XHR, ...(via.cookie ? { cookie: via.cookie } : {}) },
    payload: {
      tokenState: via.linkSecret ?? '',
      stateType: via.linkSecret ? 'HASH' : 'NONE',
      tokenType: kind,
      userPrincipal: `candidate/${party.tenant.client}/${party.candidate.uname}`,
      audKeys: [],
      appType: 'XCC',
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`no token (${response.statusCode}): ${response.body}`);
  const scheme = kind === 'JWS' ? 'Bearer' : 'Temporary';
  return `${scheme} ${response.json<TokenResponse>().token}`;
}

async function party(app: FastifyInstance, tenant: Tenant, uname: string): Promise<Party> {
  const db = app.db;
  const candidate = await createCandidate(db, tenant, {
    uname,
    firstName: uname.split('@')[0] ?? 'Someone',
    phone1: '5125550100',
  });
  await giveCandidateFootprint(db, tenant, candidate);
  const cookie = await signInCookie(app, tenant.client, uname);
  const linkSecret = await createLinkToken(db, {
    tenantId: tenant.id,
    candidateId: candidate.id,
    purpose: 'loginless',
  });
  const { requisition } = await createJob(db, tenant);
  const folder = await createFolder(db, tenant, { requisitionId: requisition.id, type: 'live' });
  const [stream] = await db
    .select({ key: applyStreams.key })
    .from(applyStreams)
    .where(and(eq(applyStreams.tenantId, tenant.id), ne(applyStreams.flowType, 'onboarding')))
    .orderBy(asc(applyStreams.id))
    .limit(1);
  return {
    tenant,
    candidate,
    ids: await objectIdsOf(db, tenant, candidate),
    requisitionId: requisition.id,
    folderId: folder.id,
    streamKey: stream?.key ?? '',
    cookie,
    bearer: await token(app, { tenant, candidate }, 'JWS', { cookie }),
    sessionToken: await token(app, { tenant, candidate }, 'Temporary Token', { cookie }),
    linkToken: await token(app, { tenant, candidate }, 'Temporary Token', { linkSecret }),
    assessmentToken: `Temporary ${(await issueAssessmentToken(app.signingKeys, tenant, candidate)).token}`,
  };
}

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const home = await createTenant(app.db, { client: 'home' });
  const away = await createTenant(app.db, { client: 'away' });
  const victim = await party(app, home, 'victim@example.com');
  const twin = await party(app, home, 'twin@example.com');
  // The twin's application is answered by the matrix itself (answers are taken once).
  await app.db.delete(screeningAnswers).where(eq(screeningAnswers.candidateId, twin.candidate.id));
  const other = await party(app, home, 'other@example.com');
  const foreign = await party(app, away, 'foreign@example.com');
  const flow = await startCandidateFlow(app, 'home', { uname: 'newcomer@example.com' });
  return { victim, twin, other, foreign, newCandidateToken: flow.authorization };
}
