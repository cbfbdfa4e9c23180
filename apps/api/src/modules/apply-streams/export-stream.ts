/**
 * A stored stream back as a stream file: steps in order, each with its container and forms,
 * each form's metadata as it was imported (kept in a `json` column, in the author's order).
 */
import type { StreamFile, StreamFileStep } from '@talentgate/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applyContainers, applyStreamConfigs } from '../../db/schema.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findStreamByKey, loadStreamForms } from './find-stream.js';
import { presentStream } from './present-stream.js';

export async function exportStream(
  db: Database,
  tenant: Tenant,
  key: string,
): Promise<StreamFile | undefined> {
  const row = await findStreamByKey(db, tenant, key);
  if (!row) return undefined;
  const stream = presentStream(row);
  const [steps, forms] = await Promise.all([
    db
      .select({ id: applyStreamConfigs.id, container: applyContainers.templateName })
      .from(applyStreamConfigs)
      .innerJoin(applyContainers, eq(applyContainers.id, applyStreamConfigs.applyContainerId))
      .where(
        and(
          eq(applyStreamConfigs.tenantId, tenant.id),
          eq(applyStreamConfigs.applyStreamId, row.id),
        ),
      )
      .orderBy(asc(applyStreamConfigs.sortOrder)),
    loadStreamForms(db, tenant, row.id),
  ]);
  return {
    key: stream.key,
    name: stream.name,
    flowType: stream.flowType,
    ...(row.onboardingDueDays === null ? {} : { onboardingDueDays: row.onboardingDueDays }),
    steps: steps.map((step): StreamFileStep => {
      const stepForms = forms
        .filter((form) => form.applyStreamCfgId === step.id)
        .map((form) => ({ key: form.key, templateName: form.templateName, ...form.config }));
      return stepForms.length > 0
        ? { container: step.container, forms: stepForms }
        : { container: step.container };
    }),
  };
}

/** Every stream key of the tenant, for exporting them all. */
export async function listStreamKeys(db: Database, tenant: Tenant): Promise<string[]> {
  const rows = await db.query.applyStreams.findMany({
    where: (table, { eq: equals }) => equals(table.tenantId, tenant.id),
    columns: { key: true },
    orderBy: (table, { asc: ascending }) => [ascending(table.key)],
  });
  return rows.map((stream) => stream.key);
}
