/**
 * SEAM for the apply-stream configuration (built on the apply-config branch). This flow
 * names its stream by an opaque reference (a number or a key) and keeps it as text on the
 * candidate form record. When streams exist, this is the one place to replace: look the
 * stream up in the tenant (an unknown one becomes a 404) and return its key, so candidate
 * creation and form records only ever name streams the tenant has.
 */
import type { ApplyStreamRef } from '@talentgate/domain';
import type { Tenant } from '../tenants/find-tenant.js';

export function resolveApplyStream(_tenant: Tenant, streamId: ApplyStreamRef): string {
  return String(streamId);
}
