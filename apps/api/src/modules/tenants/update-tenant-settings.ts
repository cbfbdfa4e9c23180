/**
 * Changes to a tenant's feature flags and captcha settings, for operators (the
 * tenant-settings command) until staff screens exist. Callers that serve requests must
 * clear their TenantDirectory cache afterwards; the command runs in its own process.
 */
import { eq } from 'drizzle-orm';
import {
  attachmentLimitsOf,
  resolveFeatureFlags,
  type AnalyticsMode,
  type AttachmentLimits,
  type FeatureFlagName,
  type FeatureFlags,
  type RecruiterContact,
  type TenantTextsFile,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema.js';
import type { CaptchaSettings } from '../captcha/verify-captcha.js';
import { applyTextsFile } from './texts-file.js';

async function tenantRow(db: Database, client: string) {
  const [row] = await db.select().from(tenants).where(eq(tenants.client, client)).limit(1);
  if (!row) throw new Error(`No tenant has the client key "${client}".`);
  return row;
}

/** Sets the named flags (others keep their values); returns every flag as the site sees it. */
export async function setFeatureFlags(
  db: Database,
  client: string,
  changes: ReadonlyMap<FeatureFlagName, boolean>,
): Promise<FeatureFlags> {
  const row = await tenantRow(db, client);
  const featureFlags = { ...row.featureFlags, ...Object.fromEntries(changes) };
  await db
    .update(tenants)
    .set({ featureFlags, updatedAt: new Date() })
    .where(eq(tenants.id, row.id));
  return resolveFeatureFlags(featureFlags);
}

/** Sets the tenant's captcha provider, or removes it with null. */
export async function setCaptchaSettings(
  db: Database,
  client: string,
  captcha: CaptchaSettings | null,
): Promise<void> {
  const row = await tenantRow(db, client);
  const { captcha: _previous, ...others } = row.settings;
  const settings = captcha ? { ...others, captcha } : others;
  await db.update(tenants).set({ settings, updatedAt: new Date() }).where(eq(tenants.id, row.id));
}

/** Sets some attachment limits (others keep their values); returns the limits in force. */
export async function setAttachmentLimits(
  db: Database,
  client: string,
  changes: Partial<AttachmentLimits>,
): Promise<AttachmentLimits> {
  const row = await tenantRow(db, client);
  const attachments = { ...attachmentLimitsOf(row.settings), ...changes };
  const settings = { ...row.settings, attachments };
  await db.update(tenants).set({ settings, updatedAt: new Date() }).where(eq(tenants.id, row.id));
  return attachments;
}

/** Sets the tenant's analytics mode (decision 0045). */
export async function setAnalyticsMode(
  db: Database,
  client: string,
  mode: AnalyticsMode,
): Promise<void> {
  const row = await tenantRow(db, client);
  const settings = { ...row.settings, analytics: mode };
  await db.update(tenants).set({ settings, updatedAt: new Date() }).where(eq(tenants.id, row.id));
}

/** Sets the tenant's texts per language from its texts file (the file is the truth). */
export async function setTenantTexts(
  db: Database,
  client: string,
  file: TenantTextsFile,
): Promise<void> {
  await applyTextsFile(db, await tenantRow(db, client), file);
}

/**
 * Sets whom candidates reach when a requisition names no recruiter (issue 21 item 9), or
 * removes it with null.
 */
export async function setTenantContact(
  db: Database,
  client: string,
  contact: RecruiterContact | null,
): Promise<void> {
  const row = await tenantRow(db, client);
  const { contact: _previous, ...others } = row.settings;
  const settings = contact ? { ...others, contact } : others;
  await db.update(tenants).set({ settings, updatedAt: new Date() }).where(eq(tenants.id, row.id));
}
