/**
 * Imports a stream file into a tenant (config as code). The stream and its forms keep their
 * ids across imports (matched by key), so requisitions and apply attempts keep pointing at
 * them; the steps, container configs and form configs are replaced. Importing what is
 * already stored changes nothing.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  readStreamFile,
  type StreamFile,
  type StreamFileForm,
  type StreamFileProblem,
} from '@talentgate/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applyContainerConfigs,
  applyContainers,
  applyFormConfigs,
  applyForms,
  applyStreamConfigs,
  applyStreams,
} from '../../db/schema.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { exportStream } from './export-stream.js';
import { StreamFileError } from './stream-file-text.js';

export type ImportOutcome = 'created' | 'updated' | 'unchanged';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The file as an export would write it, so that "unchanged" can be told by comparing. */
function canonical(file: StreamFile): StreamFile {
  return {
    key: file.key,
    name: file.name,
    flowType: file.flowType,
    steps: file.steps.map((step) =>
      step.forms && step.forms.length > 0
        ? { container: step.container, forms: step.forms }
        : { container: step.container },
    ),
  };
}

/** Forms are shared by key across a tenant's streams; a key keeps its template. */
async function templateConflicts(
  tx: Transaction,
  tenant: Tenant,
  file: StreamFile,
): Promise<StreamFileProblem[]> {
  const problems: StreamFileProblem[] = [];
  for (const [stepIndex, step] of file.steps.entries()) {
    for (const [formIndex, form] of (step.forms ?? []).entries()) {
      const [existing] = await tx
        .select({ templateName: applyForms.templateName })
        .from(applyForms)
        .where(and(eq(applyForms.tenantId, tenant.id), eq(applyForms.key, form.key)))
        .limit(1);
      if (existing && existing.templateName !== form.templateName) {
        problems.push({
          path: `/steps/${stepIndex}/forms/${formIndex}/templateName`,
          message: `Form "${form.key}" already exists with template "${existing.templateName}".`,
        });
      }
    }
  }
  return problems;
}

async function upsertContainer(tx: Transaction, tenant: Tenant, templateName: string) {
  const [row] = await tx
    .insert(applyContainers)
    .values({ tenantId: tenant.id, templateName })
    .onConflictDoUpdate({
      target: [applyContainers.tenantId, applyContainers.templateName],
      set: { updatedAt: new Date() },
    })
    .returning({ id: applyContainers.id });
  if (!row) throw new Error('container not stored');
  return row.id;
}

async function upsertForm(tx: Transaction, tenant: Tenant, form: StreamFileForm) {
  const [row] = await tx
    .insert(applyForms)
    .values({ tenantId: tenant.id, key: form.key, templateName: form.templateName })
    .onConflictDoUpdate({
      target: [applyForms.tenantId, applyForms.key],
      set: { updatedAt: new Date() },
    })
    .returning({ id: applyForms.id });
  if (!row) throw new Error('form not stored');
  return row.id;
}

async function upsertStream(tx: Transaction, tenant: Tenant, file: StreamFile) {
  const [row] = await tx
    .insert(applyStreams)
    .values({ tenantId: tenant.id, key: file.key, name: file.name, flowType: file.flowType })
    .onConflictDoUpdate({
      target: [applyStreams.tenantId, applyStreams.key],
      set: { name: file.name, flowType: file.flowType, updatedAt: new Date() },
    })
    .returning({ id: applyStreams.id });
  if (!row) throw new Error('stream not stored');
  return row.id;
}

/** Imports one stream file's value; a StreamFileError lists what keeps it out. */
export async function importStream(
  db: Database,
  tenant: Tenant,
  value: unknown,
  source = 'stream file',
): Promise<ImportOutcome> {
  const reading = readStreamFile(value);
  if (!reading.ok) throw new StreamFileError(source, reading.problems);
  const file = canonical(reading.file);
  return db.transaction(async (tx) => {
    const conflicts = await templateConflicts(tx, tenant, file);
    if (conflicts.length > 0) throw new StreamFileError(source, conflicts);
    const stored = await exportStream(tx, tenant, file.key);
    if (stored && isDeepStrictEqual(stored, file)) return 'unchanged';

    const streamId = await upsertStream(tx, tenant, file);
    // Steps and form configs are replaced; container configs go with their steps.
    await tx.delete(applyStreamConfigs).where(eq(applyStreamConfigs.applyStreamId, streamId));
    await tx.delete(applyFormConfigs).where(eq(applyFormConfigs.applyStreamId, streamId));
    for (const [stepIndex, step] of file.steps.entries()) {
      const containerId = await upsertContainer(tx, tenant, step.container);
      const [config] = await tx
        .insert(applyStreamConfigs)
        .values({
          tenantId: tenant.id,
          applyStreamId: streamId,
          applyContainerId: containerId,
          sortOrder: stepIndex + 1,
        })
        .returning({ id: applyStreamConfigs.id });
      if (!config) throw new Error('stream config not stored');
      for (const [formIndex, form] of (step.forms ?? []).entries()) {
        const formId = await upsertForm(tx, tenant, form);
        const { key: _key, templateName: _templateName, ...applyFormConfig } = form;
        await tx.insert(applyContainerConfigs).values({
          tenantId: tenant.id,
          applyStreamCfgId: config.id,
          applyFormId: formId,
          sortOrder: formIndex + 1,
        });
        await tx.insert(applyFormConfigs).values({
          tenantId: tenant.id,
          applyFormId: formId,
          applyStreamId: streamId,
          applyFormConfig,
        });
      }
    }
    return stored ? 'updated' : 'created';
  });
}
