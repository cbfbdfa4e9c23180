import type { Requisition } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../lib/api-client';
import { fetchRequisition } from './requisition-query';

const requisition: Requisition = {
  requisitionId: 7,
  id: 7,
  applyStreamId: 1,
  title: 'Nurse',
  category: 'Nursing & Care',
  status: 'Open',
  closed: false,
};

function recordingApi(paths: string[]): ApiClient {
  return createApiClient((input) => {
    paths.push(input);
    return Promise.resolve(
      new Response(JSON.stringify(requisition), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
}

describe('requisition lookup (spec 2 §7, §8)', () => {
  it("rejects with 'no requisitionId found' without asking the server", async () => {
    const paths: string[] = [];
    for (const id of [null, 0, -3, Number.NaN]) {
      await expect(fetchRequisition('demo', id, undefined, recordingApi(paths))).rejects.toThrow(
        'no requisitionId found',
      );
    }
    expect(paths).toEqual([]);
  });

  it('asks for the requisition by id', async () => {
    const paths: string[] = [];
    await expect(fetchRequisition('demo', 7, undefined, recordingApi(paths))).resolves.toEqual(
      requisition,
    );
    expect(paths).toEqual(['/rest/public/requisition/demo/id/7']);
  });
});
