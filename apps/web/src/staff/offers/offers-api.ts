/**
 * The console's offer calls (decision 0049): templates, approval chains, an application's
 * offers, drafting, approval, extension and the letter's address.
 */
import type {
  ApprovalChain,
  ApprovalChainInput,
  OfferDraftBody,
  OfferTemplate,
  OfferTemplateInput,
  StaffOffer,
} from '@talentgate/domain';
import { apiClient, apiPath } from '../../lib/api-client';

const staff = (client: string, ...segments: ReadonlyArray<string | number>) =>
  apiPath('staff', client, ...segments);
const post = <T>(path: string, body: unknown = {}) =>
  apiClient.request<T>(path, { method: 'POST', body });

export const offerKeys = {
  all: (client: string) => ['staff', client, 'offers'] as const,
  templates: (client: string) => ['staff', client, 'offers', 'templates'] as const,
  chains: (client: string) => ['staff', client, 'offers', 'chains'] as const,
  mine: (client: string) => ['staff', client, 'offers', 'mine'] as const,
  ofApplication: (client: string, applicationId: number) =>
    ['staff', client, 'offers', 'application', applicationId] as const,
  offer: (client: string, offerId: number) => ['staff', client, 'offers', 'id', offerId] as const,
};

export const offersApi = {
  templates: (client: string, signal?: AbortSignal) =>
    apiClient.get<OfferTemplate[]>(staff(client, 'offer', 'templates'), signal),
  createTemplate: (client: string, body: OfferTemplateInput) =>
    apiClient.request<OfferTemplate>(staff(client, 'offer', 'template'), { method: 'PUT', body }),
  setTemplateActive: (client: string, id: number, active: boolean) =>
    post<OfferTemplate>(staff(client, 'offer', 'template', active ? 'activate' : 'deactivate', id)),
  chains: (client: string, signal?: AbortSignal) =>
    apiClient.get<ApprovalChain[]>(staff(client, 'approvalchain', 'all'), signal),
  createChain: (client: string, body: ApprovalChainInput) =>
    apiClient.request<ApprovalChain>(staff(client, 'approvalchain'), { method: 'PUT', body }),
  reorderChain: (client: string, id: number, approvalChainDetailIds: number[]) =>
    post<ApprovalChain>(staff(client, 'approvalchain', 'reorder', 'details', id), {
      approvalChainDetailIds,
    }),
  setChainActive: (client: string, id: number, active: boolean) =>
    post<ApprovalChain>(staff(client, 'approvalchain', active ? 'activate' : 'deactivate', id)),
  mine: (client: string, signal?: AbortSignal) =>
    apiClient.get<StaffOffer[]>(staff(client, 'offer', 'approvals', 'mine'), signal),
  ofApplication: (client: string, applicationId: number, signal?: AbortSignal) =>
    apiClient.get<StaffOffer[]>(staff(client, 'offer', 'application', applicationId), signal),
  offer: (client: string, offerId: number, signal?: AbortSignal) =>
    apiClient.get<StaffOffer>(staff(client, 'offer', 'id', offerId), signal),
  draft: (
    client: string,
    ids: { applicationId: number; approvalChainId: number; offerTemplateId: number },
    body: OfferDraftBody,
  ) =>
    post<StaffOffer>(
      staff(
        client,
        'application',
        'offertemplete',
        'update',
        ids.applicationId,
        ids.approvalChainId,
        ids.offerTemplateId,
      ),
      body,
    ),
  submit: (client: string, offerId: number) =>
    post<StaffOffer>(staff(client, 'offer', 'submit', offerId)),
  decide: (client: string, offerId: number, verb: 'accept' | 'reject', comment: string) =>
    post<StaffOffer>(staff(client, 'offer', 'approver', verb, offerId), { comment }),
  extend: (client: string, offerId: number) =>
    post<StaffOffer>(staff(client, 'offer', 'extend', offerId)),
  letterUrl: (client: string, offerId: number) => staff(client, 'offer', 'letter', offerId),
};
