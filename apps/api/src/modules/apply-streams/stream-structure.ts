/**
 * The public apply-flow structure calls of spec 2 §7, each scoped to the tenant: stream
 * configs and containers by stream, container configs and forms by stream config, form
 * configs by form.
 */
import { and, asc, eq } from 'drizzle-orm';
import type {
  ApplyContainer,
  ApplyContainerConfig,
  ApplyForm,
  ApplyFormConfigRecord,
  ApplyStreamConfig,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import {
  applyContainerConfigs,
  applyContainers,
  applyFormConfigs,
  applyForms,
  applyStreamConfigs,
} from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findStream } from './find-stream.js';

export async function listStreamConfigs(
  db: Database,
  tenant: Tenant,
  applyStreamId: number,
): Promise<ApplyStreamConfig[]> {
  await findStream(db, tenant, applyStreamId);
  const rows = await db
    .select()
    .from(applyStreamConfigs)
    .where(
      and(
        eq(applyStreamConfigs.tenantId, tenant.id),
        eq(applyStreamConfigs.applyStreamId, applyStreamId),
      ),
    )
    .orderBy(asc(applyStreamConfigs.sortOrder));
  return rows.map((row) => ({
    applyStreamCfgId: row.id,
    applyStreamId: row.applyStreamId,
    applyContainerId: row.applyContainerId,
    sortOrder: row.sortOrder,
  }));
}

/** The containers a stream's configs show, in step order, each once. */
export async function listStreamContainers(
  db: Database,
  tenant: Tenant,
  applyStreamId: number,
): Promise<ApplyContainer[]> {
  await findStream(db, tenant, applyStreamId);
  const rows = await db
    .select({ id: applyContainers.id, templateName: applyContainers.templateName })
    .from(applyStreamConfigs)
    .innerJoin(applyContainers, eq(applyContainers.id, applyStreamConfigs.applyContainerId))
    .where(
      and(
        eq(applyStreamConfigs.tenantId, tenant.id),
        eq(applyStreamConfigs.applyStreamId, applyStreamId),
      ),
    )
    .orderBy(asc(applyStreamConfigs.sortOrder));
  const unique = new Map(rows.map((row) => [row.id, row.templateName]));
  return [...unique].map(([applyContainerId, templateName]) => ({
    applyContainerId,
    templateName,
  }));
}

async function requireStreamConfig(db: Database, tenant: Tenant, applyStreamCfgId: number) {
  const [row] = await db
    .select({ id: applyStreamConfigs.id })
    .from(applyStreamConfigs)
    .where(
      and(eq(applyStreamConfigs.tenantId, tenant.id), eq(applyStreamConfigs.id, applyStreamCfgId)),
    )
    .limit(1);
  if (!row)
    throw appError('APPLY_STREAM_NOT_FOUND', { message: 'No stream config exists with this id.' });
}

export async function listContainerConfigs(
  db: Database,
  tenant: Tenant,
  applyStreamCfgId: number,
): Promise<ApplyContainerConfig[]> {
  await requireStreamConfig(db, tenant, applyStreamCfgId);
  const rows = await db
    .select()
    .from(applyContainerConfigs)
    .where(
      and(
        eq(applyContainerConfigs.tenantId, tenant.id),
        eq(applyContainerConfigs.applyStreamCfgId, applyStreamCfgId),
      ),
    )
    .orderBy(asc(applyContainerConfigs.sortOrder));
  return rows.map((row) => ({
    applyContainerCfgId: row.id,
    applyStreamCfgId: row.applyStreamCfgId,
    applyFormId: row.applyFormId,
    sortOrder: row.sortOrder,
  }));
}

/** The forms of a stream config (one step), in order. */
export async function listStreamConfigForms(
  db: Database,
  tenant: Tenant,
  applyStreamCfgId: number,
): Promise<ApplyForm[]> {
  await requireStreamConfig(db, tenant, applyStreamCfgId);
  const rows = await db
    .select({ id: applyForms.id, key: applyForms.key, templateName: applyForms.templateName })
    .from(applyContainerConfigs)
    .innerJoin(applyForms, eq(applyForms.id, applyContainerConfigs.applyFormId))
    .where(
      and(
        eq(applyContainerConfigs.tenantId, tenant.id),
        eq(applyContainerConfigs.applyStreamCfgId, applyStreamCfgId),
      ),
    )
    .orderBy(asc(applyContainerConfigs.sortOrder));
  return rows.map((row) => ({ applyFormId: row.id, key: row.key, templateName: row.templateName }));
}

/** A form's configs: one per stream using it, or only the given stream's. */
export async function listFormConfigs(
  db: Database,
  tenant: Tenant,
  applyFormId: number,
  applyStreamId?: number,
): Promise<ApplyFormConfigRecord[]> {
  const [form] = await db
    .select({ id: applyForms.id })
    .from(applyForms)
    .where(and(eq(applyForms.tenantId, tenant.id), eq(applyForms.id, applyFormId)))
    .limit(1);
  if (!form) throw appError('APPLY_FORM_NOT_FOUND', { message: 'No form exists with this id.' });
  const rows = await db
    .select()
    .from(applyFormConfigs)
    .where(
      and(
        eq(applyFormConfigs.tenantId, tenant.id),
        eq(applyFormConfigs.applyFormId, applyFormId),
        applyStreamId === undefined ? undefined : eq(applyFormConfigs.applyStreamId, applyStreamId),
      ),
    )
    .orderBy(asc(applyFormConfigs.applyStreamId));
  return rows.map((row) => ({
    applyFormConfigId: row.id,
    applyFormId: row.applyFormId,
    applyStreamId: row.applyStreamId,
    applyFormConfig: row.applyFormConfig,
  }));
}
