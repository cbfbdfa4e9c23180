import { parseId } from '../../lib/ids';

/**
 * What `/apply/` does with its query (spec 2 §2): a `job` or a missing `link` sends the
 * visitor to `/apply/join/` with the same query; otherwise `link` names the requisition.
 */
export type ApplyEntry =
  | { kind: 'redirectToJoin' }
  | { kind: 'invalidLink' }
  | { kind: 'requisition'; requisitionId: number };

export function resolveApplyEntry(query: URLSearchParams): ApplyEntry {
  const link = query.get('link') ?? '';
  if ((query.get('job') ?? '') !== '' || link === '') return { kind: 'redirectToJoin' };
  const requisitionId = parseId(link);
  return requisitionId === null ? { kind: 'invalidLink' } : { kind: 'requisition', requisitionId };
}
