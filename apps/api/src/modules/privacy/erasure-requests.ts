/**
 * Erasure by the candidate's own request: asking sends a confirmation e-mail with a
 * single-use link (24 hours); following it confirms the request, which is then carried out
 * at once. A confirmed request that was not finished (a crash in between) is picked up by
 * the privacy worker, so a confirmation is never lost.
 */
import { and, eq } from 'drizzle-orm';
import { localizePath, PRIVACY_PAGE_PATH, type ErasureStatus } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { erasureRequests } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { consumeLinkToken, createLinkToken, recentLinkCount } from '../auth/link-tokens.js';
import type { CandidateRow } from '../candidates/find-candidate.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import { ERASURE_CONFIRMATION_TEMPLATE } from '../mail/privacy-templates.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { eraseCandidate } from './erase-candidate.js';
import { latestErasure, presentErasure } from './erasure-status.js';
import { transaction } from '../../db/transaction.js';

/** At most this many confirmation e-mails per candidate per hour; more requests send nothing. */
const ERASURE_EMAILS_PER_HOUR = 3;

function erasureLink(origin: string, language: string, secret: string): string {
  return `${origin}${localizePath(PRIVACY_PAGE_PATH, language)}?token=${encodeURIComponent(secret)}`;
}

export interface ErasureAsk {
  /** Origin of the tenant's site, from configuration. */
  origin: string;
  language: string | undefined;
}

export async function requestErasure(
  db: Database,
  tenant: Tenant,
  candidate: CandidateRow,
  ask: ErasureAsk,
  now = new Date(),
): Promise<ErasureStatus> {
  const language =
    ask.language && tenant.languages.includes(ask.language) ? ask.language : tenant.defaultLanguage;
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const flooded =
    (await recentLinkCount(db, candidate.id, 'erasure', hourAgo)) >= ERASURE_EMAILS_PER_HOUR;

  await transaction(db, async (tx) => {
    const open = await latestErasure(tx, tenant.id, candidate.id);
    // Confirmed requests are being carried out; asking again changes nothing.
    if (open?.status === 'confirmed') return;
    if (open?.status !== 'requested') {
      await tx.insert(erasureRequests).values({
        tenantId: tenant.id,
        candidateId: candidate.id,
        origin: 'candidate',
        status: 'requested',
        requestedAt: now,
      });
    }
    if (flooded) return;
    const secret = await createLinkToken(
      tx,
      { tenantId: tenant.id, candidateId: candidate.id, purpose: 'erasure' },
      now,
    );
    await enqueueEmail(tx, {
      tenant,
      template: ERASURE_CONFIRMATION_TEMPLATE,
      language,
      recipient: candidate.email,
      values: {
        name: candidate.firstName ?? candidate.email,
        link: erasureLink(ask.origin, language, secret),
      },
    });
  });
  return presentErasure(await latestErasure(db, tenant.id, candidate.id));
}

export async function erasureStatus(
  db: Database,
  tenant: Tenant,
  candidateId: number,
): Promise<ErasureStatus> {
  return presentErasure(await latestErasure(db, tenant.id, candidateId));
}

/** Follows the e-mailed link: confirms the open request and erases the candidate. */
export async function confirmErasure(
  db: Database,
  tenant: Tenant,
  secret: string,
  now = new Date(),
): Promise<ErasureStatus> {
  const candidateId = await transaction(db, async (tx) => {
    // Consumed inside the transaction: of two concurrent uses, one wins.
    const owner = await consumeLinkToken(tx, tenant.id, secret, 'erasure', now);
    if (owner === null) throw appError('INVALID_TOKEN');
    const [confirmed] = await tx
      .update(erasureRequests)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(
        and(
          eq(erasureRequests.tenantId, tenant.id),
          eq(erasureRequests.candidateId, owner),
          eq(erasureRequests.status, 'requested'),
        ),
      )
      .returning({ id: erasureRequests.id });
    if (!confirmed) throw appError('INVALID_TOKEN');
    return owner;
  });
  await eraseCandidate(db, tenant, candidateId, 'candidate', now);
  return presentErasure(await latestErasure(db, tenant.id, candidateId));
}

/** Carries out confirmed requests left unfinished; returns how many were erased. */
export async function finishConfirmedErasures(db: Database, now = new Date()): Promise<number> {
  const pending = await db
    .select({ tenantId: erasureRequests.tenantId, candidateId: erasureRequests.candidateId })
    .from(erasureRequests)
    .where(eq(erasureRequests.status, 'confirmed'));
  let erased = 0;
  for (const request of pending) {
    if (await eraseCandidate(db, { id: request.tenantId }, request.candidateId, 'candidate', now))
      erased += 1;
  }
  return erased;
}
