import type { Database } from '../../db/client.js';
import { findCandidateByUname } from '../candidates/find-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { checkedUname } from './checked-uname.js';

/** Candidate exists by username and client (spec 2 §7): only whether, nothing about whom. */
export async function candidateExists(
  db: Database,
  tenant: Tenant,
  username: string,
): Promise<boolean> {
  const uname = checkedUname(username, 'username');
  return (await findCandidateByUname(db, tenant.id, uname)) !== null;
}
