/** The dashboard's calls (spec 1 §7) and their TanStack Query options. */
import { queryOptions } from '@tanstack/react-query';
import type {
  Activity,
  ActivityUpdate,
  Address,
  AddressInput,
  ApplicationSummary,
  Assessment,
  Interview,
  Offer,
  OnboardingForm,
  RecruiterContacts,
  SuccessResult,
  Todo,
  TransactionLogEntry,
  TransactionLogInput,
} from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';
import type { RequestRecovery } from '../auth/request-recovery';

const DASHBOARD_QUERY_ROOT = 'dashboard';
export const dashboardKey = (client: string, candidateId: number, ...rest: (string | number)[]) =>
  [DASHBOARD_QUERY_ROOT, client, candidateId, ...rest] as const;

export interface Owner {
  client: string;
  candidateId: number;
  recovery: RequestRecovery;
}

/** A private read of the candidate's own rows, through the request failure handling. */
function ownQuery<T>(owner: Owner, key: string, path: string, enabled = true) {
  return queryOptions({
    queryKey: dashboardKey(owner.client, owner.candidateId, key),
    queryFn: ({ signal }) => owner.recovery.run(() => apiClient.get<T>(path, signal)),
    enabled,
  });
}

export const applicationsQuery = (o: Owner) =>
  ownQuery<ApplicationSummary[]>(
    o,
    'applications',
    apiPath('private', 'application', o.client, 'candidate', o.candidateId),
  );
export const interviewsQuery = (o: Owner) =>
  ownQuery<Interview[]>(
    o,
    'interviews',
    apiPath('private', 'interview', o.client, 'candidate', o.candidateId),
  );
export const offersQuery = (o: Owner) =>
  ownQuery<Offer[]>(o, 'offers', apiPath('private', 'offer', o.client, 'candidate', o.candidateId));
export const todosQuery = (o: Owner) =>
  ownQuery<Todo[]>(o, 'todos', apiPath('private', 'todo', o.client, 'candidate', o.candidateId));
export const onboardingQuery = (o: Owner) =>
  ownQuery<OnboardingForm[]>(
    o,
    'onboarding',
    apiPath('private', 'onboarding', o.client, 'candidate', o.candidateId),
  );
export const assessmentsQuery = (o: Owner) =>
  ownQuery<Assessment[]>(
    o,
    'assessments',
    apiPath('private', 'candidate', o.client, 'assessment', 'candidate', o.candidateId),
  );
export const recruiterContactsQuery = (o: Owner) =>
  ownQuery<RecruiterContacts>(
    o,
    'recruiter-contacts',
    apiPath('private', 'recruiter-contact', o.client, 'candidate', o.candidateId),
  );
export const addressesQuery = (o: Owner) =>
  ownQuery<Address[]>(
    o,
    'addresses',
    apiPath('private', 'address', o.client, 'user', o.candidateId),
  );

/**
 * Activities are loaded only with a signed-in session (spec 1 §8 "Missing auth token:
 * activity is not loaded"): `signedIn` false keeps the query from running at all.
 */
export const activitiesQuery = (owner: Owner, signedIn: boolean) =>
  ownQuery<Activity[]>(
    owner,
    'activities',
    apiPath('private', 'candidate', owner.client, 'activity', 'candidate', owner.candidateId),
    signedIn,
  );

export const interviewQuery = (owner: Owner, interviewId: number) =>
  ownQuery<Interview>(
    owner,
    `interview-${interviewId}`,
    apiPath('private', 'interview', owner.client, 'id', interviewId),
  );
export const offerQuery = (owner: Owner, offerId: number) =>
  ownQuery<Offer>(
    owner,
    `offer-${offerId}`,
    apiPath('private', 'offer', owner.client, 'id', offerId),
  );

/** The offer letter's address: a PDF the browser shows (the session cookie goes with it). */
export const offerLetterPath = (client: string, offerId: number) =>
  apiPath('private', 'offer', client, 'letter', offerId);

/** Accepts or declines an extended offer with the typed signature (spec 2 §5). */
export function answerOffer(
  client: string,
  offerId: number,
  answer: 'accept' | 'decline',
  signature: string,
  api: ApiClient = apiClient,
) {
  return api.request<Offer>(apiPath('private', 'offer', client, answer, offerId), {
    method: 'POST',
    body: { signature },
  });
}

export function completeTodo(client: string, todoId: number, api: ApiClient = apiClient) {
  return api.request<Todo>(apiPath('private', 'todo', client, todoId, 'complete'), {
    method: 'POST',
  });
}

export function updateActivity(client: string, update: ActivityUpdate, api: ApiClient = apiClient) {
  return api.request<Activity>(apiPath('private', 'candidate', client, 'activity'), {
    method: 'POST',
    body: update,
  });
}

export function addTransactionLogEntry(
  client: string,
  candidateId: number,
  entry: TransactionLogInput,
  api: ApiClient = apiClient,
) {
  return api.request<TransactionLogEntry>(
    apiPath('private', 'candidate', client, 'transactionlog', candidateId),
    { method: 'PUT', body: entry },
  );
}

export function saveAddress(client: string, address: AddressInput, api: ApiClient = apiClient) {
  return api.request<Address>(apiPath('private', 'address', client), {
    method: 'PUT',
    body: address,
  });
}

export function deleteAddress(client: string, addressId: number, api: ApiClient = apiClient) {
  return api.request<SuccessResult>(apiPath('private', 'address', client, addressId), {
    method: 'DELETE',
  });
}
