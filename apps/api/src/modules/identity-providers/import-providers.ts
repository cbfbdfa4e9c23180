/**
 * Makes a tenant's identity providers match its file: providers are added or changed by
 * key, and the file's order is the buttons' order. A provider the file no longer names is
 * disabled rather than deleted, so the candidates' links to it survive a mistaken edit; a
 * later file that names it again turns it back on. One transaction.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { IdentityProviderEntry, type IdentityProvidersFile } from '@talentgate/domain';
import { Value } from 'typebox/value';
import type { Database } from '../../db/client.js';
import { identityProviders } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import type { Tenant } from '../tenants/find-tenant.js';

export interface ProvidersImportSummary {
  imported: number;
  disabled: number;
}

/** Adds the tenant's provider of that key, or changes it (and turns it on). */
export async function saveProvider(
  db: Database,
  tenant: Tenant,
  entry: IdentityProviderEntry,
  sortOrder: number,
): Promise<void> {
  const values = { kind: entry.kind, settings: { ...entry }, sortOrder };
  await db
    .insert(identityProviders)
    .values({ tenantId: tenant.id, key: entry.key, ...values })
    .onConflictDoUpdate({
      target: [identityProviders.tenantId, identityProviders.key],
      set: { ...values, updatedAt: new Date() },
    });
}

export async function importProviders(
  db: Database,
  tenant: Tenant,
  file: IdentityProvidersFile,
): Promise<ProvidersImportSummary> {
  return transaction(db, async (tx) => {
    for (const [index, entry] of file.providers.entries())
      await saveProvider(tx, tenant, entry, index + 1);
    const keys = file.providers.map((entry) => entry.key);
    const others = await tx
      .select()
      .from(identityProviders)
      .where(
        and(
          eq(identityProviders.tenantId, tenant.id),
          ...(keys.length > 0 ? [notInArray(identityProviders.key, keys)] : []),
        ),
      );
    for (const row of others) {
      await tx
        .update(identityProviders)
        .set({ settings: { ...row.settings, enabled: false }, updatedAt: new Date() })
        .where(eq(identityProviders.id, row.id));
    }
    return { imported: file.providers.length, disabled: others.length };
  });
}

/** The tenant's providers as a file (enabled ones, in order). */
export async function exportProviders(
  db: Database,
  tenant: Tenant,
): Promise<IdentityProvidersFile> {
  const rows = await db
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.tenantId, tenant.id))
    .orderBy(identityProviders.sortOrder);
  const providers: IdentityProviderEntry[] = [];
  for (const { settings } of rows) {
    if (Value.Check(IdentityProviderEntry, settings) && settings.enabled !== false)
      providers.push(settings);
  }
  return { version: 1, providers };
}
