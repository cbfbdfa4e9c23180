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
import { and, eq, inArray } from 'drizzle-orm';
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
import { transaction } from '../../db/transaction.js';

export type ImportOutcome = 'created' | 'updated' | 'unchanged';

/** The file as an export would write it, so that "unchanged" can be told by comparing. */
function canonical(file: StreamFile): StreamFile {
  return {
    key: file.key,
    name: file.name,
    flowType: file.flowType,
    ...(file.onboardingDueDays === undefined ? {} : { onboardingDueDays: file.onboardingDueDays }),
    steps: file.steps.map((step) =>
      step.forms && step.forms.length > 0
        ? { container: step.container, forms: step.forms }
        : { container: step.container },
    ),
  };
}

/** Forms are shared by key across a tenant's streams; a key keeps its template. */
async function templateConflicts(
  tx: Database,
  tenant: Tenant,
  forms: readonly PlacedForm[],
): Promise<StreamFileProblem[]> {
  if (forms.length === 0) return [];
  const existing = await tx
    .select({ key: applyForms.key, templateName: applyForms.templateName })
    .from(applyForms)
    .where(
      and(
        eq(applyForms.tenantId, tenant.id),
        inArray(
          applyForms.key,
          forms.map(({ form }) => form.key),
        ),
      ),
    );
  const templates = new Map(existing.map((row) => [row.key, row.templateName]));
  return forms.flatMap(({ form, stepIndex, formIndex }) => {
    const template = templates.get(form.key);
    return template !== undefined && template !== form.templateName
      ? [
          {
            path: `/steps/${stepIndex}/forms/${formIndex}/templateName`,
            message: `Form "${form.key}" already exists with template "${template}".`,
          },
        ]
      : [];
  });
}

interface PlacedForm {
  form: StreamFileForm;
  stepIndex: number;
  formIndex: number;
}

function placedForms(file: StreamFile): PlacedForm[] {
  return file.steps.flatMap((step, stepIndex) =>
    (step.forms ?? []).map((form, formIndex) => ({ form, stepIndex, formIndex })),
  );
}

const streamColumns = (file: StreamFile) => ({
  name: file.name,
  flowType: file.flowType,
  onboardingDueDays: file.onboardingDueDays ?? null,
});

/** Ids by key (or template name), inserting the missing rows: one statement each. */
async function upsertStream(tx: Database, tenant: Tenant, file: StreamFile) {
  const [row] = await tx
    .insert(applyStreams)
    .values({ tenantId: tenant.id, key: file.key, ...streamColumns(file) })
    .onConflictDoUpdate({
      target: [applyStreams.tenantId, applyStreams.key],
      set: { ...streamColumns(file), updatedAt: new Date() },
    })
    .returning({ id: applyStreams.id });
  if (!row) throw new Error('stream not stored');
  return row.id;
}

async function upsertContainers(tx: Database, tenant: Tenant, file: StreamFile) {
  const names = [...new Set(file.steps.map((step) => step.container))];
  const rows = await tx
    .insert(applyContainers)
    .values(names.map((templateName) => ({ tenantId: tenant.id, templateName })))
    .onConflictDoUpdate({
      target: [applyContainers.tenantId, applyContainers.templateName],
      set: { updatedAt: new Date() },
    })
    .returning({ id: applyContainers.id, templateName: applyContainers.templateName });
  return new Map(rows.map((row) => [row.templateName, row.id]));
}

async function upsertForms(tx: Database, tenant: Tenant, forms: readonly PlacedForm[]) {
  if (forms.length === 0) return new Map<string, number>();
  const rows = await tx
    .insert(applyForms)
    .values(
      forms.map(({ form }) => ({
        tenantId: tenant.id,
        key: form.key,
        templateName: form.templateName,
      })),
    )
    .onConflictDoUpdate({
      target: [applyForms.tenantId, applyForms.key],
      set: { updatedAt: new Date() },
    })
    .returning({ id: applyForms.id, key: applyForms.key });
  return new Map(rows.map((row) => [row.key, row.id]));
}

function idOf(ids: ReadonlyMap<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`${name} not stored`);
  return id;
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
  const forms = placedForms(file);
  return transaction(db, async (tx) => {
    const conflicts = await templateConflicts(tx, tenant, forms);
    if (conflicts.length > 0) throw new StreamFileError(source, conflicts);
    const stored = await exportStream(tx, tenant, file.key);
    if (stored && isDeepStrictEqual(stored, file)) return 'unchanged';

    const streamId = await upsertStream(tx, tenant, file);
    // Steps and form configs are replaced; container configs go with their steps.
    await tx.delete(applyStreamConfigs).where(eq(applyStreamConfigs.applyStreamId, streamId));
    await tx.delete(applyFormConfigs).where(eq(applyFormConfigs.applyStreamId, streamId));
    const containerIds = await upsertContainers(tx, tenant, file);
    const formIds = await upsertForms(tx, tenant, forms);
    const steps = await tx
      .insert(applyStreamConfigs)
      .values(
        file.steps.map((step, stepIndex) => ({
          tenantId: tenant.id,
          applyStreamId: streamId,
          applyContainerId: idOf(containerIds, step.container),
          sortOrder: stepIndex + 1,
        })),
      )
      .returning({ id: applyStreamConfigs.id, sortOrder: applyStreamConfigs.sortOrder });
    const stepIds = new Map(steps.map((step) => [String(step.sortOrder), step.id]));
    if (forms.length === 0) return stored ? 'updated' : 'created';
    await tx.insert(applyContainerConfigs).values(
      forms.map(({ form, stepIndex, formIndex }) => ({
        tenantId: tenant.id,
        applyStreamCfgId: idOf(stepIds, String(stepIndex + 1)),
        applyFormId: idOf(formIds, form.key),
        sortOrder: formIndex + 1,
      })),
    );
    await tx.insert(applyFormConfigs).values(
      forms.map(({ form }) => {
        const { key, templateName: _templateName, ...applyFormConfig } = form;
        return {
          tenantId: tenant.id,
          applyFormId: idOf(formIds, key),
          applyStreamId: streamId,
          applyFormConfig,
        };
      }),
    );
    return stored ? 'updated' : 'created';
  });
}
