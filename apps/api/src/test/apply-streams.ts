/** Imports the demo stream files into a test tenant; answers each stream's id by key. */
import path from 'node:path';
import type { StreamFile } from '@talentgate/domain';
import type { Database } from '../db/client.js';
import { importStream } from '../modules/apply-streams/import-stream.js';
import {
  readStreamFilePath,
  readStreamFolder,
} from '../modules/apply-streams/read-stream-folder.js';
import { findStreamByKey } from '../modules/apply-streams/find-stream.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { DEMO_STREAMS_FOLDER } from '../seed/demo-streams.js';

export async function importDemoStreams(
  db: Database,
  tenant: Tenant,
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const { source, file } of await readStreamFolder(DEMO_STREAMS_FOLDER)) {
    await importStream(db, tenant, file, source);
    const stream = await findStreamByKey(db, tenant, file.key);
    if (!stream) throw new Error(`stream ${file.key} not imported`);
    ids[file.key] = stream.id;
  }
  return ids;
}

/**
 * The demo onboarding stream (seed/streams/onboarding.yaml) in a test tenant, with `changes`
 * to its top level (the days to complete it); its id.
 */
export async function importOnboardingStream(
  db: Database,
  tenant: Tenant,
  changes: Partial<StreamFile> = {},
): Promise<number> {
  const { source, file } = await readStreamFilePath(
    path.join(DEMO_STREAMS_FOLDER, 'onboarding.yaml'),
  );
  await importStream(db, tenant, { ...file, ...changes }, source);
  const stream = await findStreamByKey(db, tenant, file.key);
  if (!stream) throw new Error('onboarding stream not imported');
  return stream.id;
}
