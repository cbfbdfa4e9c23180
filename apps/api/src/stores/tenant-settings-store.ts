/**
 * A tenant's settings document (jsonb) changed by one key under the row's lock, so two
 * writers of different keys never lose each other's change. Callers forget the tenant in
 * their TenantDirectory after the commit.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { tenants } from '../db/schema.js';

/** Replaces one key of the settings (null removes it); answers the key's value before. */
export async function replaceTenantSetting(
  tx: Database,
  tenantId: number,
  key: string,
  next: (before: unknown) => unknown,
): Promise<{ before: unknown; after: unknown }> {
  const [row] = await tx
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('update');
  const current = row?.settings ?? {};
  const before: unknown = current[key] ?? null;
  const after = next(before);
  const settings = Object.fromEntries([
    ...Object.entries(current).filter(([name]) => name !== key),
    ...(after === null ? [] : [[key, after] as const]),
  ]);
  await tx.update(tenants).set({ settings, updatedAt: new Date() }).where(eq(tenants.id, tenantId));
  return { before, after };
}
