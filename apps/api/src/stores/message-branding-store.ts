/** The bytes of tenants' branding logos, by version (decision 0052). */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { messageBrandingLogos } from '../db/schema.js';

export interface BrandingLogo {
  contentType: string;
  bytes: Buffer;
}

/** Keeps a logo; the same bytes again (same version) are kept once. */
export async function insertBrandingLogo(
  db: Database,
  logo: BrandingLogo & { tenantId: number; version: string },
): Promise<void> {
  await db.insert(messageBrandingLogos).values(logo).onConflictDoNothing();
}

export async function findBrandingLogo(
  db: Database,
  tenantId: number,
  version: string,
): Promise<BrandingLogo | null> {
  const [row] = await db
    .select({ contentType: messageBrandingLogos.contentType, bytes: messageBrandingLogos.bytes })
    .from(messageBrandingLogos)
    .where(
      and(eq(messageBrandingLogos.tenantId, tenantId), eq(messageBrandingLogos.version, version)),
    )
    .limit(1);
  return row ?? null;
}
