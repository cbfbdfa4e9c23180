/**
 * Lists and feature flags edited by staff (issue 20; spec 2 §7 staff "lists"). A list is
 * written in the lists file's own shape through the same importer as `npm run lists import`
 * (config as code), so what staff write exports exactly as they wrote it and a file imported
 * later replaces it the same way. Flags are the tenant's known flags. Each write is audited
 * in its transaction.
 */
import { eq } from 'drizzle-orm';
import {
  resolveFeatureFlags,
  type FeatureFlags,
  type ListsFile,
  type ListsFileList,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit } from '../audit/record-audit.js';
import { exportLists } from '../lists/export-lists.js';
import { importLists, type ImportSummary } from '../lists/import-lists.js';
import { ListsFileError, parseListsFile } from '../lists/lists-file.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { Tenant } from '../tenants/find-tenant.js';

export const allLists = (db: Database, tenant: Tenant): Promise<ListsFile> =>
  exportLists(db, tenant);

export async function writeList(
  db: Database,
  tenant: Tenant,
  actor: StaffAccess,
  name: string,
  list: ListsFileList,
): Promise<ImportSummary> {
  if (list.name.toLowerCase() !== name.toLowerCase())
    throw appError('VALIDATION_FAILED', { field: 'name' });
  let file: ListsFile;
  try {
    // The file's own checks (values unique) beyond the schema the route already applied.
    file = parseListsFile(JSON.stringify({ version: 1, lists: [list] }));
  } catch (error) {
    if (error instanceof ListsFileError) throw appError('VALIDATION_FAILED', { field: 'items' });
    throw error;
  }
  return transaction(db, async (tx) => {
    const summary = await importLists(tx, tenant, file);
    await recordAudit(tx, actor, {
      action: 'list.update',
      entityType: 'list',
      entityId: list.name,
      after: { items: list.items.length, ...summary },
    });
    return summary;
  });
}

export async function setFlags(
  db: Database,
  tenant: Tenant,
  actor: StaffAccess,
  changes: Partial<FeatureFlags>,
): Promise<FeatureFlags> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .select({ featureFlags: tenants.featureFlags })
      .from(tenants)
      .where(eq(tenants.id, tenant.id))
      .for('update');
    const before = row?.featureFlags ?? {};
    const featureFlags = { ...before, ...changes };
    await tx
      .update(tenants)
      .set({ featureFlags, updatedAt: new Date() })
      .where(eq(tenants.id, tenant.id));
    await recordAudit(tx, actor, {
      action: 'flags.update',
      entityType: 'tenant',
      entityId: tenant.id,
      before: resolveFeatureFlags(before),
      after: resolveFeatureFlags(featureFlags),
    });
    return resolveFeatureFlags(featureFlags);
  });
}
