import { describe, expect, it } from 'vitest';
import { resolveApplyEntry } from './apply-entry';

const entry = (query: string) => resolveApplyEntry(new URLSearchParams(query));

describe('resolveApplyEntry', () => {
  it('sends a query with a job, or without a link, to the join flow', () => {
    expect(entry('job=4&link=9')).toEqual({ kind: 'redirectToJoin' });
    expect(entry('job=4')).toEqual({ kind: 'redirectToJoin' });
    expect(entry('')).toEqual({ kind: 'redirectToJoin' });
    expect(entry('link=&sId=3')).toEqual({ kind: 'redirectToJoin' });
  });

  it('reads the requisition id from link', () => {
    expect(entry('link=9&easyApplyFlag=t')).toEqual({ kind: 'requisition', requisitionId: 9 });
    expect(entry('link=9&job=')).toEqual({ kind: 'requisition', requisitionId: 9 });
  });

  it('rejects a link that is not an id', () => {
    expect(entry('link=abc')).toEqual({ kind: 'invalidLink' });
    expect(entry('link=0')).toEqual({ kind: 'invalidLink' });
  });
});
