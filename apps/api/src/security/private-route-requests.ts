/**
 * How to call each private route on one candidate's data: its path values, query and body,
 * built from whose data it names (`Target`). The authorization matrix sends each request as
 * everyone who must be refused, then as the owner's twin to prove the request is one that
 * works. Every private route of the OpenAPI document needs an entry here, or the matrix fails.
 *
 * - `owned`: the request names its target by candidate id or by the ids of their objects.
 * - `self`: the route acts on whoever calls (their session or token), whatever ids it is given.
 * - `namesObjects`: the request names objects by their own ids (a record, an address…), so
 *   the matrix also sends it with the caller's own candidate id and the victim's object ids.
 * - `via`: how the owner calls it: a session cookie, or a temporary token (token variants).
 * - `phase`: when the owner's proof runs; a later phase ends data or credentials an earlier
 *   one uses (deletes after updates, the password change last).
 */
import { CANDIDATE_RECORD_KINDS } from '@talentgate/domain';
import type { ObjectIds } from './world.js';

export interface Target {
  client: string;
  candidateId: number;
  ids: ObjectIds;
  requisitionId: number;
  folderId: number;
  streamKey: string;
  /** The candidate's first and last name: the signature an offer's answer needs. */
  signature: string;
}

export interface RouteRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart upload of a small text document. */
  upload?: boolean;
}

export interface PrivateRoute {
  scope: 'owned' | 'self';
  namesObjects?: boolean;
  via?: 'session' | 'token';
  phase?: number;
  request: (target: Target) => RouteRequest;
}

const owned = (
  request: PrivateRoute['request'],
  options: Omit<PrivateRoute, 'scope' | 'request'> = {},
): PrivateRoute => ({ scope: 'owned', request, ...options });
const self = (
  request: PrivateRoute['request'],
  options: Omit<PrivateRoute, 'scope' | 'request'> = {},
): PrivateRoute => ({ scope: 'self', request, ...options });

const client = (target: Target) => ({ client: target.client });
const byCandidate = (target: Target) => ({
  params: { client: target.client, candidateId: target.candidateId },
});

/** Phases of the owner's proofs: reads and updates, deletes by id, deletes of all, credentials. */
const DELETE_ONE = 1;
const DELETE_ALL = 2;
const CREDENTIALS = 3;

/** A record of each kind: the fields a valid one needs. */
const RECORD_FIELDS: Record<string, Record<string, string>> = {
  education: { levelAttained: 'MSc' },
  'work-history': { company: 'Globex' },
  certification: { name: 'First aid' },
  'convicted-offence': { nature: 'None' },
  relative: { name: 'A cousin' },
  'professional-reference': { name: 'A manager' },
};

function recordRoutes(): Record<string, PrivateRoute> {
  const routes: Record<string, PrivateRoute> = {};
  for (const kind of CANDIDATE_RECORD_KINDS) {
    const base = `/rest/private/candidate/{client}/${kind.kind}`;
    const fields = RECORD_FIELDS[kind.kind] ?? {};
    routes[`PUT ${base}`] = owned((target) => ({
      params: client(target),
      body: { candidateId: target.candidateId, ...fields },
    }));
    routes[`POST ${base}`] = owned(
      (target) => ({
        params: client(target),
        body: {
          [kind.idField]: target.ids.records[kind.kind],
          candidateId: target.candidateId,
          ...fields,
        },
      }),
      { namesObjects: true },
    );
    routes[`DELETE ${base}/{id}`] = owned(
      (target) => ({ params: { ...client(target), id: target.ids.records[kind.kind] ?? 0 } }),
      { namesObjects: true, phase: DELETE_ONE },
    );
    routes[`GET ${base}/candidate/{candidateId}`] = owned(byCandidate);
    routes[`DELETE ${base}/candidate/{candidateId}`] = owned(byCandidate, { phase: DELETE_ALL });
  }
  return routes;
}

const subscriptionList = (target: Target) => ({
  usersId: null,
  candidateId: target.candidateId,
  subscriptions: [{ communicationType: 'job_alert', channel: 'email', subscription: 't' }],
});
const subscriptionModify = (target: Target) => ({
  usersId: null,
  communicationTypesId: 2,
  communicationType: 'marketing',
  subscription: 'f',
  candidateId: target.candidateId,
});

function subscriptionRoutes(): Record<string, PrivateRoute> {
  const routes: Record<string, PrivateRoute> = {};
  for (const [base, via] of [
    ['/rest/private/subscriptions/{client}', 'session'],
    ['/rest/private/subscriptions/{client}/token', 'token'],
  ] as const) {
    routes[`GET ${base}/candidate/{candidateId}`] = owned(byCandidate, { via });
    for (const method of ['PUT', 'POST']) {
      routes[`${method} ${base}`] = owned(
        (target) => ({ params: client(target), body: subscriptionList(target) }),
        { via },
      );
    }
    routes[`POST ${base}/modify`] = owned(
      (target) => ({ params: client(target), body: subscriptionModify(target) }),
      { via },
    );
  }
  return routes;
}

const activity = (target: Target) => ({
  candidateId: target.candidateId,
  contextType: 'candidate',
  type: 'action',
  status: 'open',
  activityData: 'Call back',
});

export const PRIVATE_ROUTES: Readonly<Record<string, PrivateRoute>> = {
  ...recordRoutes(),
  ...subscriptionRoutes(),

  'GET /rest/private/candidate/{client}/current': self((target) => ({ params: client(target) })),
  'GET /rest/private/candidate/{client}/current/id': self((target) => ({ params: client(target) })),
  'GET /rest/private/candidate/{client}/token/current': self(
    (target) => ({ params: client(target) }),
    { via: 'token' },
  ),
  'POST /rest/private/candidate/{client}': owned((target) => ({
    params: client(target),
    body: { candidateId: target.candidateId, city: 'Austin' },
  })),
  'POST /rest/private/candidate/{client}/password': owned(
    (target) => ({
      params: client(target),
      body: {
        candidateId: target.candidateId,
        currentPassword: 'correct horse battery staple',
        newPassword: 'A quite new passphrase 42',
      },
    }),
    { phase: CREDENTIALS },
  ),
  'PUT /rest/private/candidate/{client}/form-record': owned((target) => ({
    params: client(target),
    body: { candidateId: target.candidateId, applyStreamId: target.streamKey },
  })),
  'POST /rest/private/candidate/{client}/flow/finish': owned((target) => ({
    params: client(target),
    body: { candidateId: target.candidateId },
  })),

  'PUT /rest/private/attachment/{client}': self((target) => ({
    params: client(target),
    upload: true,
  })),
  'GET /rest/private/attachment/{client}/candidate/{candidateId}': owned(byCandidate),
  'DELETE /rest/private/attachment/{client}/candidate/{candidateId}': owned(byCandidate, {
    phase: DELETE_ALL,
  }),
  'GET /rest/private/attachment/{client}/{attachmentId}': owned(
    (target) => ({ params: { ...client(target), attachmentId: target.ids.attachment } }),
    { namesObjects: true },
  ),
  'GET /rest/private/attachment/{client}/{attachmentId}/download': owned(
    (target) => ({ params: { ...client(target), attachmentId: target.ids.attachment } }),
    { namesObjects: true },
  ),
  'DELETE /rest/private/attachment/{client}/{attachmentId}': owned(
    (target) => ({ params: { ...client(target), attachmentId: target.ids.attachment } }),
    { namesObjects: true, phase: DELETE_ONE },
  ),

  'POST /rest/private/candidate/{client}/area-of-interest/{candidateId}': owned((target) => ({
    ...byCandidate(target),
    body: [{ usersId: null, areaOfInterest: 'Gardening' }],
  })),
  'PUT /rest/private/candidate/{client}/activity': owned((target) => ({
    params: client(target),
    body: activity(target),
  })),
  'POST /rest/private/candidate/{client}/activity': owned(
    (target) => ({
      params: client(target),
      body: { activityId: target.ids.activity, ...activity(target) },
    }),
    { namesObjects: true },
  ),
  'GET /rest/private/candidate/{client}/activity/candidate/{candidateId}': owned(byCandidate),
  'PUT /rest/private/candidate/{client}/transactionlog/{candidateId}': owned((target) => ({
    ...byCandidate(target),
    body: { action: 'viewed-profile' },
  })),

  'GET /rest/private/social/{client}/links': self((target) => ({ params: client(target) })),
  // Sensitive data (decision 0048): the HR system's check and one-time codes by SMS.
  'POST /rest/private/candidate/{client}/hr-validation': self((target) => ({
    params: client(target),
    body: { ssn: '123-45-6789', ssn_confirm: '123456789' },
  })),
  'GET /rest/private/candidate/{client}/sensitive': self((target) => ({ params: client(target) })),
  'POST /rest/private/candidate/{client}/one-time-code': self((target) => ({
    params: client(target),
    body: { purpose: 'onboarding' },
  })),
  // After the code was sent (phase 0); a wrong code is an answer, not an error.
  'POST /rest/private/candidate/{client}/one-time-code/verify': self(
    (target) => ({ params: client(target), body: { purpose: 'onboarding', code: '000000' } }),
    { phase: DELETE_ONE },
  ),
  'GET /rest/private/referral/{client}/link': self((target) => ({ params: client(target) })),
  'PUT /rest/private/referral/{client}/link': self((target) => ({ params: client(target) })),
  'DELETE /rest/private/social/{client}/links/{socialChannelId}': self(
    (target) => ({ params: { ...client(target), socialChannelId: target.ids.socialLink } }),
    { namesObjects: true, phase: DELETE_ONE },
  ),
  'GET /rest/private/address/{client}/id/{addressId}': owned(
    (target) => ({ params: { ...client(target), addressId: target.ids.address } }),
    { namesObjects: true },
  ),
  'GET /rest/private/address/{client}/user/{usersId}': owned((target) => ({
    params: { ...client(target), usersId: target.candidateId },
  })),
  'PUT /rest/private/address/{client}': owned(
    (target) => ({
      params: client(target),
      body: {
        addressId: target.ids.address,
        usersId: target.candidateId,
        addressType: 'home',
        line1: '1 Elm Street',
        city: 'Austin',
        country: 'United States',
      },
    }),
    { namesObjects: true },
  ),
  'DELETE /rest/private/address/{client}/{addressId}': owned(
    (target) => ({ params: { ...client(target), addressId: target.ids.address } }),
    { namesObjects: true, phase: DELETE_ONE },
  ),

  'GET /rest/private/application/{client}/candidate/{candidateId}': owned(byCandidate),
  'GET /rest/private/interview/{client}/candidate/{candidateId}': owned(byCandidate),
  'GET /rest/private/offer/{client}/candidate/{candidateId}': owned(byCandidate),
  'GET /rest/private/interview/{client}/invitation/candidate/{candidateId}': owned(byCandidate),
  'POST /rest/private/interview/{client}/invitation/{invitationId}/accept': owned(
    (target) => ({ params: { ...client(target), invitationId: target.ids.invitation } }),
    { namesObjects: true },
  ),
  // Declining closes the invitation (accepting it again is refused): after the accept.
  'POST /rest/private/interview/{client}/invitation/{invitationId}/reject': owned(
    (target) => ({ params: { ...client(target), invitationId: target.ids.invitation } }),
    { namesObjects: true, phase: DELETE_ONE },
  ),
  'GET /rest/private/todo/{client}/candidate/{candidateId}': owned(byCandidate),
  'GET /rest/private/onboarding/{client}/candidate/{candidateId}': owned(byCandidate),
  // Onboarding by application (decision 0047): the application names whose it is.
  'GET /rest/private/onboarding/{client}/application/{applicationId}': owned(
    (target) => ({ params: { ...client(target), applicationId: target.ids.application } }),
    { namesObjects: true },
  ),
  'POST /rest/private/onboarding/{client}/application/{applicationId}/form/{applyFormId}': owned(
    (target) => ({
      params: {
        ...client(target),
        applicationId: target.ids.application,
        applyFormId: target.ids.onboardingForm,
      },
      body: { data: {} },
    }),
    { namesObjects: true },
  ),
  'GET /rest/private/candidate/{client}/assessment/candidate/{candidateId}': owned(byCandidate),
  // The footprint's assessment has its own start address (a vendor without an adapter here).
  'POST /rest/private/candidate/{client}/assessment/start/{assessmentId}': owned(
    (target) => ({ params: { ...client(target), assessmentId: target.ids.assessment } }),
    { namesObjects: true },
  ),
  // The footprint's application has no assessments of its own: its step may be left.
  'POST /rest/private/candidate/{client}/assessment/skip/{applicationId}': owned(
    (target) => ({ params: { ...client(target), applicationId: target.ids.application } }),
    { namesObjects: true },
  ),
  'GET /rest/private/recruiter-contact/{client}/candidate/{candidateId}': owned(byCandidate),
  'GET /rest/private/interview/{client}/id/{interviewId}': owned(
    (target) => ({ params: { ...client(target), interviewId: target.ids.interview } }),
    { namesObjects: true },
  ),
  'GET /rest/private/offer/{client}/id/{offerId}': owned(
    (target) => ({ params: { ...client(target), offerId: target.ids.offer } }),
    { namesObjects: true },
  ),
  'GET /rest/private/offer/{client}/letter/{offerId}': owned(
    (target) => ({ params: { ...client(target), offerId: target.ids.offer } }),
    { namesObjects: true },
  ),
  // Two offers: one to accept, one to decline (an answered offer is not answered again).
  'POST /rest/private/offer/{client}/accept/{offerId}': owned(
    (target) => ({
      params: { ...client(target), offerId: target.ids.offer },
      body: { signature: target.signature },
    }),
    { namesObjects: true },
  ),
  'POST /rest/private/offer/{client}/decline/{offerId}': owned(
    (target) => ({
      params: { ...client(target), offerId: target.ids.offerToDecline },
      body: { signature: target.signature },
    }),
    { namesObjects: true },
  ),
  'POST /rest/private/todo/{client}/{todoId}/complete': owned(
    (target) => ({ params: { ...client(target), todoId: target.ids.todo } }),
    { namesObjects: true },
  ),

  'POST /rest/private/folder/{client}/candidates': owned((target) => ({
    params: client(target),
    body: { candidateList: [target.candidateId], destinationList: [target.folderId] },
  })),
  'PUT /rest/private/application/{client}': owned((target) => ({
    params: client(target),
    body: { candidateId: target.candidateId, requisitionId: target.requisitionId },
  })),
  'GET /rest/private/application/exists/{client}/candidate/requisition/{requisitionId}': self(
    (target) => ({ params: { ...client(target), requisitionId: target.requisitionId } }),
  ),
  'GET /rest/private/application/id/{client}/{applicationId}': owned(
    (target) => ({ params: { ...client(target), applicationId: target.ids.application } }),
    { namesObjects: true },
  ),
  // The world's requisition has no screening: no answers, no result, as often as asked.
  'POST /rest/private/dynamic/answer/{client}': owned(
    (target) => ({
      params: client(target),
      query: { applicationId: String(target.ids.application) },
      body: [],
    }),
    { namesObjects: true },
  ),
  'GET /rest/private/screening/result/{client}': owned(
    (target) => ({
      params: client(target),
      query: {
        candidateId: String(target.candidateId),
        applicationId: String(target.ids.application),
      },
    }),
    { namesObjects: true },
  ),

  'GET /rest/private/optin/{client}/candidate/{candidateId}': owned(byCandidate),
  'PUT /rest/private/optin/{client}': owned((target) => ({
    params: client(target),
    body: { candidateId: target.candidateId, consentDate: Date.now() },
  })),

  'GET /rest/private/privacy/{client}/export': self((target) => ({ params: client(target) })),
  'GET /rest/private/privacy/{client}/erasure': self((target) => ({ params: client(target) })),
  'POST /rest/private/privacy/{client}/erasure': self(
    (target) => ({ params: client(target), body: {} }),
    { phase: CREDENTIALS },
  ),
};
