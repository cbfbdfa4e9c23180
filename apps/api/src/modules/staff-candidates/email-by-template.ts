/**
 * E-mail by template (spec 2 §7 staff "candidate … email by template"): staff send one of the
 * status templates to a candidate about one of their applications the user sees, in the
 * candidate's language, through the outbox; audited. Password-link templates are never
 * sendable by staff.
 */
import { and, eq } from 'drizzle-orm';
import {
  findStage,
  languageOfCodeId,
  STATUS_EMAIL_TEMPLATES,
  type EmailByTemplateBody,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { applications, requisitions } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit } from '../audit/record-audit.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import { visibleApplications } from '../staff-applications/scope.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findVisibleCandidate } from './scope.js';

export async function emailByTemplate(
  db: Database,
  context: { tenant: Tenant; actor: StaffAccess; origin: string },
  candidateId: number,
  body: EmailByTemplateBody,
): Promise<void> {
  const { tenant, actor } = context;
  if (!STATUS_EMAIL_TEMPLATES.includes(body.template))
    throw appError('EMAIL_TEMPLATE_NOT_FOUND', { field: 'template' });
  await transaction(db, async (tx) => {
    const candidate = await findVisibleCandidate(tx, actor, candidateId);
    const [application] = await tx
      .select({ status: applications.status, jobTitle: requisitions.title })
      .from(applications)
      .innerJoin(requisitions, eq(requisitions.id, applications.requisitionId))
      .where(
        and(
          visibleApplications(tx, actor),
          eq(applications.id, body.applicationId),
          eq(applications.candidateId, candidate.id),
        ),
      )
      .limit(1);
    if (!application) throw appError('APPLICATION_NOT_FOUND');
    const language = languageOfCodeId(candidate.languageCodeId ?? 0);
    await enqueueEmail(tx, {
      tenant,
      template: body.template,
      language: language && tenant.languages.includes(language) ? language : tenant.defaultLanguage,
      recipient: candidate.email,
      values: {
        name: candidate.firstName ?? '',
        jobTitle: application.jobTitle,
        stage: application.status,
        nextStep: findStage(application.status)?.nextStep ?? '',
        link: `${context.origin}/profile/applications/`,
      },
    });
    await recordAudit(tx, actor, {
      action: 'candidate.email',
      entityType: 'candidate',
      entityId: candidate.id,
      after: { template: body.template, applicationId: body.applicationId },
    });
  });
}
