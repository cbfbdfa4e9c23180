/**
 * Everything held about a candidate, as one JSON document (privacy centre export). Tables
 * come from the registry (candidate-data.ts), so a newly registered table is exported
 * without changes here.
 */
import { and, asc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { CandidateDataExport } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { loginFailures, outboxEmails } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { findCandidateById } from '../candidates/find-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { candidateAddresses } from './candidate-addresses.js';
import { CANDIDATE_TABLES } from './candidate-data.js';
import { exportRow, withoutLinkSecrets } from './export-row.js';

export async function exportCandidateData(
  db: Database,
  tenant: Tenant,
  candidateId: number,
  now = new Date(),
): Promise<CandidateDataExport> {
  const candidate = await findCandidateById(db, tenant.id, candidateId);
  if (!candidate) throw appError('UNAUTHORIZED');

  const tables: CandidateDataExport['tables'] = {};
  for (const entry of CANDIDATE_TABLES) {
    const rows = await db
      .select()
      .from(entry.table)
      .where(and(eq(entry.tenantId, tenant.id), eq(entry.candidateId, candidate.id)));
    tables[getTableName(entry.table)] = rows.map((row) => exportRow(row, entry.omit));
  }

  const addresses = candidateAddresses(candidate);
  const emails = await db
    .select({
      template: outboxEmails.template,
      language: outboxEmails.language,
      recipient: outboxEmails.recipient,
      subject: outboxEmails.subject,
      textBody: outboxEmails.textBody,
      status: outboxEmails.status,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.tenantId, tenant.id),
        inArray(sql`lower(${outboxEmails.recipient})`, addresses),
      ),
    )
    .orderBy(asc(outboxEmails.id));
  tables[getTableName(outboxEmails)] = emails.map((email) =>
    exportRow({ ...email, textBody: withoutLinkSecrets(email.textBody) }),
  );

  const failures = await db
    .select({
      uname: loginFailures.uname,
      address: loginFailures.address,
      failedAt: loginFailures.failedAt,
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenant.id), inArray(loginFailures.uname, addresses)));
  tables[getTableName(loginFailures)] = failures.map((failure) => exportRow(failure));

  return {
    exportedAt: now.toISOString(),
    site: tenant.name,
    candidate: exportRow(candidate),
    tables,
  };
}
