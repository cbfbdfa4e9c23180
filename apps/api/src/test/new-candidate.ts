/** Creates a candidate through the real start-workflow call, as a new visitor would. */
import type { FastifyInstance } from 'fastify';
import type { Candidate, CandidateCreate, StartCandidateWorkflow } from '@talentgate/domain';
import { findStreamByKey } from '../modules/apply-streams/find-stream.js';
import { importDemoStreams } from './apply-streams.js';

export interface NewCandidate {
  candidate: Candidate;
  /** The x-nonce answer header: the new candidate's temporary token. */
  nonce: string;
  /** `Authorization` value for the flow's later calls. */
  authorization: string;
}

export async function startCandidateFlow(
  app: FastifyInstance,
  client: string,
  candidate: CandidateCreate,
  flow: Partial<Omit<StartCandidateWorkflow, 'candidate'>> = {},
): Promise<NewCandidate> {
  // The workflow names a stream the tenant has: give test tenants the demo streams.
  const tenant = await app.tenants.require(client);
  if (!(await findStreamByKey(app.db, tenant, 'full-apply'))) {
    await importDemoStreams(app.db, tenant);
  }
  const response = await app.inject({
    method: 'POST',
    url: `/rest/public/candidate/${client}/workflow`,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { streamId: 'full-apply', flowType: 'apply', ...flow, candidate },
  });
  const nonce = response.headers['x-nonce'];
  if (response.statusCode !== 201 || typeof nonce !== 'string') {
    throw new Error(`candidate not created (${response.statusCode}): ${response.body}`);
  }
  return {
    candidate: response.json<Candidate>(),
    nonce,
    authorization: `Temporary ${nonce}`,
  };
}
