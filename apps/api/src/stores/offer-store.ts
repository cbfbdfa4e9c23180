/**
 * Offers with approvals (issue 27, decision 0049): templates and their elements, approval
 * chains and their approvers, offers as staff see them and each offer's approval rounds.
 * Every statement names the tenant.
 */
import { and, asc, desc, eq, inArray, max, or, type SQL } from 'drizzle-orm';
import type { ApprovalStepKind } from '@talentgate/domain';
import type { Database } from '../db/client.js';
import {
  applications,
  approvalChainDetails,
  approvalChains,
  candidates,
  offerApprovals,
  offers,
  offerTemplateElements,
  offerTemplates,
  requisitions,
  staffUsers,
} from '../db/schema.js';

export type OfferRow = typeof offers.$inferSelect;
export type OfferTemplateRow = typeof offerTemplates.$inferSelect;
export type OfferElementRow = typeof offerTemplateElements.$inferSelect;
export type ApprovalChainRow = typeof approvalChains.$inferSelect;
export type OfferApprovalRow = typeof offerApprovals.$inferSelect;
export type CandidateRow = typeof candidates.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

export interface ElementInput {
  kind: string;
  label: string;
  text: string;
}

// ------------------------------------------------------------------------- templates

export function selectOfferTemplates(db: Database, tenantId: number, ids?: readonly number[]) {
  const where = [eq(offerTemplates.tenantId, tenantId)];
  if (ids) where.push(inArray(offerTemplates.id, [...ids]));
  return db
    .select()
    .from(offerTemplates)
    .where(and(...where))
    .orderBy(asc(offerTemplates.name));
}

export function selectTemplateElements(
  db: Database,
  tenantId: number,
  templateIds: readonly number[],
) {
  if (templateIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(offerTemplateElements)
    .where(
      and(
        eq(offerTemplateElements.tenantId, tenantId),
        inArray(offerTemplateElements.offerTemplateId, [...templateIds]),
      ),
    )
    .orderBy(asc(offerTemplateElements.offerTemplateId), asc(offerTemplateElements.sortOrder));
}

export async function findTemplateByName(db: Database, tenantId: number, name: string) {
  const [row] = await db
    .select({ id: offerTemplates.id })
    .from(offerTemplates)
    .where(and(eq(offerTemplates.tenantId, tenantId), eq(offerTemplates.name, name)));
  return row ?? null;
}

export async function insertOfferTemplate(db: Database, tenantId: number, name: string) {
  const [row] = await db.insert(offerTemplates).values({ tenantId, name }).returning();
  if (!row) throw new Error('offer template not inserted');
  return row;
}

export async function updateOfferTemplate(
  db: Database,
  tenantId: number,
  id: number,
  change: { name?: string; active?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(offerTemplates)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(offerTemplates.tenantId, tenantId), eq(offerTemplates.id, id)))
    .returning({ id: offerTemplates.id });
  return rows.length > 0;
}

/** Replaces a template's elements with these, in this order. */
export async function replaceTemplateElements(
  db: Database,
  tenantId: number,
  offerTemplateId: number,
  elements: readonly ElementInput[],
): Promise<void> {
  await db
    .delete(offerTemplateElements)
    .where(
      and(
        eq(offerTemplateElements.tenantId, tenantId),
        eq(offerTemplateElements.offerTemplateId, offerTemplateId),
      ),
    );
  await db.insert(offerTemplateElements).values(
    elements.map((element, index) => ({
      tenantId,
      offerTemplateId,
      sortOrder: index,
      kind: element.kind,
      label: element.label,
      text: element.text,
    })),
  );
}

// ------------------------------------------------------------------------- approval chains

export function selectApprovalChains(db: Database, tenantId: number, ids?: readonly number[]) {
  const where = [eq(approvalChains.tenantId, tenantId)];
  if (ids) where.push(inArray(approvalChains.id, [...ids]));
  return db
    .select()
    .from(approvalChains)
    .where(and(...where))
    .orderBy(asc(approvalChains.name));
}

export function selectChainDetails(db: Database, tenantId: number, chainIds: readonly number[]) {
  if (chainIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: approvalChainDetails.id,
      approvalChainId: approvalChainDetails.approvalChainId,
      kind: approvalChainDetails.kind,
      staffUserId: approvalChainDetails.staffUserId,
      sortOrder: approvalChainDetails.sortOrder,
      name: staffUsers.name,
    })
    .from(approvalChainDetails)
    .leftJoin(staffUsers, eq(staffUsers.id, approvalChainDetails.staffUserId))
    .where(
      and(
        eq(approvalChainDetails.tenantId, tenantId),
        inArray(approvalChainDetails.approvalChainId, [...chainIds]),
      ),
    )
    .orderBy(asc(approvalChainDetails.approvalChainId), asc(approvalChainDetails.sortOrder));
}

export async function findChainByName(db: Database, tenantId: number, name: string) {
  const [row] = await db
    .select({ id: approvalChains.id })
    .from(approvalChains)
    .where(and(eq(approvalChains.tenantId, tenantId), eq(approvalChains.name, name)));
  return row ?? null;
}

export async function insertApprovalChain(db: Database, tenantId: number, name: string) {
  const [row] = await db.insert(approvalChains).values({ tenantId, name }).returning();
  if (!row) throw new Error('approval chain not inserted');
  return row;
}

export async function updateApprovalChain(
  db: Database,
  tenantId: number,
  id: number,
  change: { name?: string; active?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(approvalChains)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(approvalChains.tenantId, tenantId), eq(approvalChains.id, id)))
    .returning({ id: approvalChains.id });
  return rows.length > 0;
}

/** A stored chain step: a named staff user, or the hierarchy's managers (staffUserId null). */
export interface ChainStep {
  kind: ApprovalStepKind;
  staffUserId: number | null;
}

/** Replaces a chain's steps with these, in this order. */
export async function replaceChainDetails(
  db: Database,
  tenantId: number,
  approvalChainId: number,
  steps: readonly ChainStep[],
): Promise<void> {
  await db
    .delete(approvalChainDetails)
    .where(
      and(
        eq(approvalChainDetails.tenantId, tenantId),
        eq(approvalChainDetails.approvalChainId, approvalChainId),
      ),
    );
  await db.insert(approvalChainDetails).values(
    steps.map((step, index) => ({
      tenantId,
      approvalChainId,
      kind: step.kind,
      staffUserId: step.staffUserId,
      sortOrder: index,
    })),
  );
}

/** Sets each detail's sort order to its place in the list. */
export async function reorderChainDetails(
  db: Database,
  tenantId: number,
  approvalChainId: number,
  detailIds: readonly number[],
): Promise<void> {
  for (const [index, id] of detailIds.entries()) {
    await db
      .update(approvalChainDetails)
      .set({ sortOrder: index })
      .where(
        and(
          eq(approvalChainDetails.tenantId, tenantId),
          eq(approvalChainDetails.approvalChainId, approvalChainId),
          eq(approvalChainDetails.id, id),
        ),
      );
  }
}

// ------------------------------------------------------------------------- offers (staff)

export interface StaffOfferRecord {
  offer: OfferRow;
  candidate: CandidateRow;
  application: ApplicationRow;
  jobTitle: string;
  templateName: string | null;
  chainName: string | null;
}

/**
 * Offers staff may see: those of applications in the caller's scope, and those they are
 * asked to approve (a hiring manager approving another team's offer sees that offer only).
 */
export function selectStaffOffers(
  db: Database,
  tenantId: number,
  staffUserId: number,
  visibleApplications: SQL,
  filter: SQL | undefined,
  lock = false,
) {
  const approverOf = db
    .select({ id: offerApprovals.offerId })
    .from(offerApprovals)
    .where(and(eq(offerApprovals.tenantId, tenantId), eq(offerApprovals.staffUserId, staffUserId)));
  const query = db
    .select({
      offer: offers,
      candidate: candidates,
      application: applications,
      jobTitle: requisitions.title,
      templateName: offerTemplates.name,
      chainName: approvalChains.name,
    })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(candidates, eq(candidates.id, offers.candidateId))
    .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
    .leftJoin(offerTemplates, eq(offerTemplates.id, offers.offerTemplateId))
    .leftJoin(approvalChains, eq(approvalChains.id, offers.approvalChainId))
    .where(
      and(
        eq(offers.tenantId, tenantId),
        or(visibleApplications, inArray(offers.id, approverOf)),
        filter,
      ),
    )
    .orderBy(desc(offers.updatedAt));
  return lock ? query.for('update', { of: offers }) : query;
}

export async function insertOffer(db: Database, values: typeof offers.$inferInsert) {
  const [row] = await db.insert(offers).values(values).returning();
  if (!row) throw new Error('offer not inserted');
  return row;
}

export async function updateOffer(
  db: Database,
  tenantId: number,
  offerId: number,
  change: Partial<typeof offers.$inferInsert>,
): Promise<void> {
  await db
    .update(offers)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId)));
}

/** The application's offers that are still being worked on (drafted to extended). */
export function selectOpenOffersOf(db: Database, tenantId: number, applicationId: number) {
  return db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.tenantId, tenantId),
        eq(offers.applicationId, applicationId),
        inArray(offers.status, ['draft', 'pending_approval', 'approved', 'extended']),
      ),
    )
    .for('update');
}

// ------------------------------------------------------------------------- approvals

export function selectOfferApprovals(db: Database, tenantId: number, offerIds: readonly number[]) {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(offerApprovals)
    .where(
      and(eq(offerApprovals.tenantId, tenantId), inArray(offerApprovals.offerId, [...offerIds])),
    )
    .orderBy(asc(offerApprovals.offerId), asc(offerApprovals.round), asc(offerApprovals.sortOrder));
}

export async function lastRoundOf(db: Database, tenantId: number, offerId: number) {
  const [row] = await db
    .select({ round: max(offerApprovals.round) })
    .from(offerApprovals)
    .where(and(eq(offerApprovals.tenantId, tenantId), eq(offerApprovals.offerId, offerId)));
  return row?.round ?? 0;
}

export async function insertApprovalRound(
  db: Database,
  rows: (typeof offerApprovals.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(offerApprovals).values(rows);
}

export async function decideApproval(
  db: Database,
  tenantId: number,
  approvalId: number,
  decision: 'approved' | 'rejected' | 'cancelled',
  comment: string,
  now: Date,
): Promise<void> {
  await db
    .update(offerApprovals)
    .set({ decision, comment, decidedAt: now })
    .where(and(eq(offerApprovals.tenantId, tenantId), eq(offerApprovals.id, approvalId)));
}

// ------------------------------------------------------------------------- offers (candidate)

/** The candidate's offer with its application and job, locked for an answer. */
export async function lockCandidateOffer(
  db: Database,
  owner: { tenantId: number; candidateId: number },
  offerId: number,
  lock = true,
) {
  const query = db
    .select({ offer: offers, candidate: candidates })
    .from(offers)
    .innerJoin(candidates, eq(candidates.id, offers.candidateId))
    .where(
      and(
        eq(offers.tenantId, owner.tenantId),
        eq(offers.candidateId, owner.candidateId),
        eq(offers.id, offerId),
      ),
    );
  const [row] = lock ? await query.for('update', { of: offers }) : await query;
  return row ?? null;
}

/** An application with its candidate and job title, locked, for a stage move. */
export async function lockApplicationForMove(
  db: Database,
  tenantId: number,
  applicationId: number,
  visible?: SQL,
) {
  const [row] = await db
    .select({ application: applications, candidate: candidates, jobTitle: requisitions.title })
    .from(applications)
    .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, applicationId), visible))
    .for('update', { of: applications });
  return row ?? null;
}

export async function findStaffUser(db: Database, tenantId: number, staffUserId: number) {
  const [row] = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.tenantId, tenantId), eq(staffUsers.id, staffUserId)));
  return row ?? null;
}

/** Whether an application of the tenant is in the caller's scope (`visible`). */
export async function isApplicationVisible(
  db: Database,
  tenantId: number,
  applicationId: number,
  visible: SQL,
): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, applicationId), visible));
  return rows.length > 0;
}
