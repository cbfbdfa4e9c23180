/**
 * E-mails a link to continue an attempt on another device (decision 0017). The link opens the
 * flow page the visitor was on (its language prefix kept), on the tenant's own origin, with a single-use token whose
 * SHA-256 alone is stored. An attempt sends at most CONTINUE_LINKS_PER_ATTEMPT_PER_HOUR links an
 * hour; a request beyond that sends nothing and is answered like the others.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import {
  normalizeUname,
  CONTINUE_LINK_LIFETIME_HOURS,
  CONTINUE_LINKS_PER_ATTEMPT_PER_HOUR,
  CONTINUE_TOKEN_PARAM,
  continueLinkPath,
  unameProblem,
  UNAME_MESSAGES,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applyAttemptLinks } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { attemptSecretHash, newAttemptSecret } from './attempt-secrets.js';
import { findAttemptWithStream } from './find-attempt.js';
import { transaction } from '../../db/transaction.js';

const CONTINUE_TEMPLATE = 'Continue your application';

const HOUR = 3_600_000;

export interface ContinueLinkRequest {
  /** The attempt's secret id (X-Apply-Attempt). */
  secret: string;
  email: string;
  language: string;
  /** The flow page the visitor is on, as the browser sent it. */
  path: string;
  /** Origin of the tenant's site, from configuration (never from request headers). */
  origin: string;
}

/** Checks the request; throws 400 VALIDATION_FAILED naming the field. */
export function checkContinueLinkRequest(tenant: Tenant, request: ContinueLinkRequest) {
  const problem = unameProblem(request.email);
  if (problem)
    throw appError('VALIDATION_FAILED', { field: 'email', message: UNAME_MESSAGES[problem] });
  const path = continueLinkPath(request.path, tenant.languages);
  if (path === null)
    throw appError('VALIDATION_FAILED', {
      field: 'path',
      message: 'The link can only open a page of an application on this site.',
    });
  const language = tenant.languages.includes(request.language)
    ? request.language
    : tenant.defaultLanguage;
  return { email: normalizeUname(request.email), path, language };
}

/** The link: the page's path and query on the site's origin, plus the token. */
export function continueLink(origin: string, path: string, token: string): string {
  const url = new URL(path, origin);
  url.searchParams.set(CONTINUE_TOKEN_PARAM, token);
  return url.toString();
}

/** Sends the link unless the attempt already sent its share this hour; true when sent. */
export async function sendContinueLink(
  db: Database,
  tenant: Tenant,
  request: ContinueLinkRequest,
  now = new Date(),
): Promise<boolean> {
  const { email, path, language } = checkContinueLinkRequest(tenant, request);
  return transaction(db, async (tx) => {
    // Locks the attempt, so concurrent requests count each other's links.
    const { attempt } = await findAttemptWithStream(tx, tenant, request.secret, now, {
      forUpdate: true,
    });
    const [recent] = await tx
      .select({ total: count() })
      .from(applyAttemptLinks)
      .where(
        and(
          eq(applyAttemptLinks.attemptId, attempt.id),
          gt(applyAttemptLinks.createdAt, new Date(now.getTime() - HOUR)),
        ),
      );
    if ((recent?.total ?? 0) >= CONTINUE_LINKS_PER_ATTEMPT_PER_HOUR) return false;

    const token = newAttemptSecret();
    await tx.insert(applyAttemptLinks).values({
      tenantId: tenant.id,
      attemptId: attempt.id,
      secretHash: attemptSecretHash(token),
      expiresAt: new Date(now.getTime() + CONTINUE_LINK_LIFETIME_HOURS * HOUR),
      createdAt: now,
    });
    await enqueueEmail(tx, {
      tenant,
      template: CONTINUE_TEMPLATE,
      language,
      recipient: email,
      values: {
        link: continueLink(request.origin, path, token),
        hours: String(CONTINUE_LINK_LIFETIME_HOURS),
      },
    });
    return true;
  });
}
