import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applyContainerConfigs,
  applyContainers,
  applyFormConfigs,
  applyForms,
  applyStreamConfigs,
  applyStreams,
} from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';

export type StreamRow = typeof applyStreams.$inferSelect;

/** A stream of the tenant; another tenant's stream is not found. */
export async function findStream(
  db: Database,
  tenant: Tenant,
  applyStreamId: number,
): Promise<StreamRow> {
  const [row] = await db
    .select()
    .from(applyStreams)
    .where(and(eq(applyStreams.tenantId, tenant.id), eq(applyStreams.id, applyStreamId)))
    .limit(1);
  if (!row) throw appError('APPLY_STREAM_NOT_FOUND');
  return row;
}

export async function findStreamByKey(
  db: Database,
  tenant: Tenant,
  key: string,
): Promise<StreamRow | undefined> {
  const [row] = await db
    .select()
    .from(applyStreams)
    .where(and(eq(applyStreams.tenantId, tenant.id), eq(applyStreams.key, key)))
    .limit(1);
  return row;
}

/** One form of a stream, in stream order, with its config in this stream. */
export interface StreamFormRow {
  applyStreamCfgId: number;
  stepSortOrder: number;
  applyContainerId: number;
  containerTemplateName: string;
  applyFormId: number;
  formSortOrder: number;
  key: string;
  templateName: string;
  applyFormConfigId: number;
  config: (typeof applyFormConfigs.$inferSelect)['applyFormConfig'];
  configUpdatedAt: Date;
}

/** Every form of a stream in order: steps by sortOrder, then each step's forms by sortOrder. */
export async function loadStreamForms(
  db: Database,
  tenant: Tenant,
  applyStreamId: number,
): Promise<StreamFormRow[]> {
  return db
    .select({
      applyStreamCfgId: applyStreamConfigs.id,
      stepSortOrder: applyStreamConfigs.sortOrder,
      applyContainerId: applyContainers.id,
      containerTemplateName: applyContainers.templateName,
      applyFormId: applyForms.id,
      formSortOrder: applyContainerConfigs.sortOrder,
      key: applyForms.key,
      templateName: applyForms.templateName,
      applyFormConfigId: applyFormConfigs.id,
      config: applyFormConfigs.applyFormConfig,
      configUpdatedAt: applyFormConfigs.updatedAt,
    })
    .from(applyStreamConfigs)
    .innerJoin(applyContainers, eq(applyContainers.id, applyStreamConfigs.applyContainerId))
    .innerJoin(
      applyContainerConfigs,
      eq(applyContainerConfigs.applyStreamCfgId, applyStreamConfigs.id),
    )
    .innerJoin(applyForms, eq(applyForms.id, applyContainerConfigs.applyFormId))
    .innerJoin(
      applyFormConfigs,
      and(
        eq(applyFormConfigs.applyFormId, applyForms.id),
        eq(applyFormConfigs.applyStreamId, applyStreamConfigs.applyStreamId),
      ),
    )
    .where(
      and(
        eq(applyStreamConfigs.tenantId, tenant.id),
        eq(applyStreamConfigs.applyStreamId, applyStreamId),
      ),
    )
    .orderBy(asc(applyStreamConfigs.sortOrder), asc(applyContainerConfigs.sortOrder));
}
