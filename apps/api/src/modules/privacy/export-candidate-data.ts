/**
 * Everything held about a candidate, as one JSON document (privacy centre export). Tables
 * come from the registry (candidate-data.ts), so a newly registered table is exported
 * without changes here; dependent tables are exported unless their entry says why not
 * (attachment bytes are not: the export holds the attachments' metadata).
 */
import { and, asc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { CandidateDataExport } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { loginFailures, outboxEmails } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { Owner } from '../auth/signed-in-owner.js';
import { findCandidateById } from '../candidates/find-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { candidateAddresses } from './candidate-addresses.js';
import { CANDIDATE_TABLES, DEPENDENT_TABLES } from './candidate-data.js';
import { exportRow, withoutLinkSecrets } from './export-row.js';

/** The candidate's rows of every registered table, and of the dependent tables exported. */
async function registeredTables(
  db: Database,
  owner: Owner,
): Promise<CandidateDataExport['tables']> {
  const tables: CandidateDataExport['tables'] = {};
  for (const entry of CANDIDATE_TABLES) {
    const rows = await db
      .select()
      .from(entry.table)
      .where(and(eq(entry.tenantId, owner.tenantId), eq(entry.candidateId, owner.candidateId)));
    tables[getTableName(entry.table)] = rows.map((row) => exportRow(row, entry.omit));
  }
  for (const entry of DEPENDENT_TABLES) {
    if (entry.export.action !== 'export') continue;
    const rows = await entry.export.rows(db, owner);
    tables[getTableName(entry.table)] = rows.map((row) => exportRow(row));
  }
  return tables;
}

export async function exportCandidateData(
  db: Database,
  tenant: Tenant,
  candidateId: number,
  now = new Date(),
): Promise<CandidateDataExport> {
  const candidate = await findCandidateById(db, tenant.id, candidateId);
  if (!candidate) throw appError('UNAUTHORIZED');

  const tables = await registeredTables(db, { tenantId: tenant.id, candidateId: candidate.id });

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
