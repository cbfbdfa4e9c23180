/**
 * A tenant's texts file (`config/tenants/{client}/texts.yaml`, issue 21 item 10): its tagline
 * and apply stream names per language, checked against the contract's TenantTextsFile and
 * kept in the tenant's settings, where the site facts read them.
 */
import { TenantTextsFile } from '@talentgate/domain';
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { parse } from 'yaml';
import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema.js';

/** Reads a texts file, or throws naming every problem with its place. */
export function parseTextsFile(text: string): TenantTextsFile {
  const data: unknown = parse(text);
  if (Value.Check(TenantTextsFile, data)) return data;
  const problems = Value.Errors(TenantTextsFile, data).map(
    (error) => `${error.instancePath || '(file)'}: ${error.message}`,
  );
  throw new Error(`Invalid texts file:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
}

/**
 * The file's texts become the tenant's (the file is the truth: texts it no longer names go),
 * and its default language's tagline the tenant's tagline.
 */
export async function applyTextsFile(
  db: Database,
  tenant: { id: number; defaultLanguage: string; settings: Record<string, unknown> },
  file: TenantTextsFile,
): Promise<void> {
  const texts = { tagline: file.tagline ?? {}, streamNames: file.streamNames ?? {} };
  const tagline = texts.tagline[tenant.defaultLanguage];
  await db
    .update(tenants)
    .set({
      settings: { ...tenant.settings, texts },
      ...(tagline === undefined ? {} : { tagline }),
    })
    .where(eq(tenants.id, tenant.id));
}
