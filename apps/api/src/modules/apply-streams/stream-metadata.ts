/**
 * The whole stream for the renderer in one round trip: the stream, its steps in order and
 * every form's metadata in order, with formDefinition flags filled in, the first and last
 * form marked, and each form's mandatory fields listed.
 */
import {
  completeFormDefinition,
  mandatoryFields,
  type ApplyStream,
  type ApplyStreamMetadata,
  type StreamStep,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findStream, loadStreamForms, type StreamRow } from './find-stream.js';
import { presentStream } from './present-stream.js';
import { applyContainers, applyStreamConfigs } from '../../db/schema.js';
import { and, asc, eq } from 'drizzle-orm';

/**
 * Answers by stream, kept while the stream is unchanged: an import that changes a stream
 * moves its updatedAt, so one cheap query tells whether a kept answer is still right.
 */
export class StreamMetadataCache {
  private readonly answers = new Map<string, { updatedAt: number; answer: ApplyStreamMetadata }>();

  constructor(private readonly maxEntries = 200) {}

  async load(db: Database, tenant: Tenant, applyStreamId: number): Promise<ApplyStreamMetadata> {
    const stream = await findStream(db, tenant, applyStreamId);
    const key = `${tenant.id}:${stream.id}`;
    const kept = this.answers.get(key);
    if (kept && kept.updatedAt === stream.updatedAt.getTime()) return kept.answer;
    const answer = await buildStreamMetadata(db, tenant, stream);
    if (this.answers.size >= this.maxEntries) this.answers.clear();
    this.answers.set(key, { updatedAt: stream.updatedAt.getTime(), answer });
    return answer;
  }
}

async function buildStreamMetadata(
  db: Database,
  tenant: Tenant,
  stream: StreamRow,
): Promise<ApplyStreamMetadata> {
  const applyStreamId = stream.id;
  const [forms, steps] = await Promise.all([
    loadStreamForms(db, tenant, applyStreamId),
    db
      .select({
        applyStreamCfgId: applyStreamConfigs.id,
        sortOrder: applyStreamConfigs.sortOrder,
        applyContainerId: applyContainers.id,
        templateName: applyContainers.templateName,
      })
      .from(applyStreamConfigs)
      .innerJoin(applyContainers, eq(applyContainers.id, applyStreamConfigs.applyContainerId))
      .where(
        and(
          eq(applyStreamConfigs.tenantId, tenant.id),
          eq(applyStreamConfigs.applyStreamId, applyStreamId),
        ),
      )
      .orderBy(asc(applyStreamConfigs.sortOrder)),
  ]);
  const presented: ApplyStream = presentStream(stream);
  const stepList: StreamStep[] = steps.map((step) => ({
    ...step,
    applyFormIds: forms
      .filter((form) => form.applyStreamCfgId === step.applyStreamCfgId)
      .map((form) => form.applyFormId),
  }));
  return {
    ...presented,
    steps: stepList,
    metaData: forms.map((form, index) => ({
      applyFormId: form.applyFormId,
      applyFormConfigId: form.applyFormConfigId,
      applyStreamCfgId: form.applyStreamCfgId,
      key: form.key,
      templateName: form.templateName,
      formMetaData: form.config.formMetaData,
      schemaMetaData: form.config.schemaMetaData,
      formDefinition: completeFormDefinition(form.config.formDefinition),
      tableMap: form.config.tableMap,
      formStyle: form.config.formStyle,
      isFirstForm: index === 0,
      isLastForm: index === forms.length - 1,
      mandatoryFields: mandatoryFields(form.config.schemaMetaData),
    })),
  };
}
