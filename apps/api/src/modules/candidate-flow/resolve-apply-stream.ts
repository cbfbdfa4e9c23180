/**
 * A flow names its apply stream by id (a number, or digits) or by key. Candidate creation and
 * form records only ever name streams the tenant has: anything else, another tenant's
 * stream included, is 404 APPLY_STREAM_NOT_FOUND. The form record keeps the stream's key,
 * which survives a re-import of the stream files (ids are the database's).
 */
import type { ApplyStreamRef } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { findStream, findStreamByKey, type StreamRow } from '../apply-streams/find-stream.js';
import type { Tenant } from '../tenants/find-tenant.js';

async function findApplyStreamByRef(
  db: Database,
  tenant: Tenant,
  ref: ApplyStreamRef,
): Promise<StreamRow> {
  if (typeof ref === 'number' || /^[0-9]{1,9}$/.test(ref)) {
    return findStream(db, tenant, Number(ref));
  }
  const stream = await findStreamByKey(db, tenant, ref);
  if (!stream) throw appError('APPLY_STREAM_NOT_FOUND');
  return stream;
}

/** The stream's key, as candidate form records keep it. */
export async function resolveApplyStream(
  db: Database,
  tenant: Tenant,
  ref: ApplyStreamRef,
): Promise<string> {
  return (await findApplyStreamByRef(db, tenant, ref)).key;
}
