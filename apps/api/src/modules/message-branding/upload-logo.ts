/**
 * The branding logo (decision 0052): read while it streams and refused past 256 KB, then
 * judged by its content (magic bytes, never the browser's claim or the name): PNG or JPEG
 * only (an SVG could carry script). Kept by the SHA-256 of its bytes, so its address changes
 * with the image and can be cached for good; earlier versions stay, for e-mails already sent.
 */
import { createHash } from 'node:crypto';
import { MAX_BRANDING_LOGO_BYTES } from '@talentgate/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { insertBrandingLogo } from '../../stores/message-branding-store.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { formatByContent } from '../uploads/file-format.js';
import { readMultipartFile } from '../uploads/read-multipart-file.js';
import { ZipBombError } from '../uploads/zip-guard.js';
import { setBrandingLogo } from './manage-branding.js';

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
};

async function imageTypeOf(bytes: Buffer): Promise<string> {
  let format: string | null;
  try {
    format = await formatByContent(bytes);
  } catch (error) {
    if (error instanceof ZipBombError) throw appError('BRANDING_LOGO_UNSUPPORTED_FORMAT');
    throw error;
  }
  const type = format === null ? undefined : IMAGE_TYPES[format];
  if (!type) throw appError('BRANDING_LOGO_UNSUPPORTED_FORMAT');
  return type;
}

export async function uploadLogo(
  db: Database,
  tenant: Tenant,
  actor: StaffAccess,
  request: FastifyRequest,
): Promise<void> {
  const file = await readMultipartFile(request, {
    maxBytes: () => MAX_BRANDING_LOGO_BYTES,
    largestBytes: MAX_BRANDING_LOGO_BYTES,
    fields: 0,
    tooLarge: 'BRANDING_LOGO_TOO_LARGE',
    missing: 'BRANDING_LOGO_REQUIRED',
  });
  const contentType = await imageTypeOf(file.bytes);
  const version = createHash('sha256').update(file.bytes).digest('hex').slice(0, 16);
  await insertBrandingLogo(db, { tenantId: tenant.id, version, contentType, bytes: file.bytes });
  await setBrandingLogo(db, tenant, actor, { version, contentType });
}
