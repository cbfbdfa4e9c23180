/**
 * The staff console's calls to `/rest/staff/{client}/…` (decision 0029), through the one API
 * client, so every failure is an ApiError with the API's code and message.
 */
import type {
  ApplicationNote,
  ApplicationSearchBody,
  ApplicationSearchResult,
  AuditPage,
  BulkStatusResult,
  CandidateSearchBody,
  CandidateSearchResult,
  CommunicationLog,
  ConversionReport,
  CountsByDay,
  CountsByMonth,
  CountsByYear,
  EmailByTemplateBody,
  EventRegistrantList,
  FolderAddBody,
  FolderChangeResult,
  FolderEntry,
  FeatureFlags,
  FunnelReport,
  FolderMoveBody,
  PipelineConfig,
  ReportName,
  StaffEventList,
  ListsFile,
  ListsFileList,
  RequisitionCreateInput,
  RequisitionSearchBody,
  RequisitionSearchResult,
  RequisitionTemplate,
  RequisitionUpdateInput,
  StaffApplicationDetail,
  StaffCandidateDocuments,
  StaffDirectoryEntry,
  StaffCandidateLog,
  StaffCandidateProfile,
  StaffCandidateRecords,
  StaffFolderList,
  StaffLoginBody,
  StaffLoginResult,
  StaffMe,
  StaffRequisition,
  StaffRequisitionStatus,
  StaffSecondFactorBody,
  StaffSignedIn,
  StaffSsoProvider,
  StaffSsoStartResult,
  StatusChangeBody,
  SuccessResult,
  TemplateDetail,
  TemplateInput,
  TemplateList,
  TemplatePreview,
  TemplatePreviewInput,
  TimeToHire,
  HierarchyNode,
  HierarchyNodeInput,
  PortalRequisition,
  PortalSubmission,
  PortalSubmissionFields,
  VendorDetail,
  VendorInput,
  VendorSummary,
  VendorUserInput,
  ViewGroup,
} from '@talentgate/domain';
import { sendFile } from '../features/attachments/send-file';
import { apiClient, apiPath } from '../lib/api-client';

const staff = (client: string, ...segments: ReadonlyArray<string | number>) =>
  apiPath('staff', client, ...segments);

/** A report of one org hierarchy node and its descendants (decision 0051); all without one. */
const byNode = (nodeId: number | undefined) =>
  nodeId === undefined ? '' : `?hierarchyNodeId=${nodeId}`;

export const staffKeys = {
  all: (client: string) => ['staff', client] as const,
  me: (client: string) => ['staff', client, 'me'] as const,
  ssoProviders: (client: string) => ['staff', client, 'sso-providers'] as const,
  requisitions: (client: string, search: RequisitionSearchBody) =>
    ['staff', client, 'requisitions', search] as const,
  requisition: (client: string, id: number) => ['staff', client, 'requisition', id] as const,
  templates: (client: string) => ['staff', client, 'templates'] as const,
  stages: (client: string) => ['staff', client, 'stages'] as const,
  applications: (client: string, search: ApplicationSearchBody) =>
    ['staff', client, 'applications', search] as const,
  application: (client: string, id: number) => ['staff', client, 'application', id] as const,
  audit: (client: string, page: number) => ['staff', client, 'audit', page] as const,
  events: (client: string) => ['staff', client, 'events'] as const,
  registrants: (client: string, eventId: string) =>
    ['staff', client, 'events', eventId, 'registrants'] as const,
  candidates: (client: string, search: CandidateSearchBody) =>
    ['staff', client, 'candidates', search] as const,
  /** Everything about one candidate: profile, records, documents, logs (one prefix to refresh). */
  candidate: (client: string, id: number) => ['staff', client, 'candidate', id] as const,
  candidatePart: (client: string, id: number, part: string) =>
    ['staff', client, 'candidate', id, part] as const,
  folders: (client: string) => ['staff', client, 'folders'] as const,
  emailTemplates: (client: string) => ['staff', client, 'email-templates'] as const,
  emailTemplate: (client: string, name: string, language: string) =>
    ['staff', client, 'email-templates', name, language] as const,
  lists: (client: string) => ['staff', client, 'lists'] as const,
  flags: (client: string) => ['staff', client, 'flags'] as const,
  directory: (client: string) => ['staff', client, 'directory'] as const,
  report: (client: string, report: string) => ['staff', client, 'report', report] as const,
  emailPreview: (client: string, name: string, language: string, draft: TemplatePreviewInput) =>
    ['staff', client, 'email-preview', name, language, draft] as const,
  vendors: (client: string) => ['staff', client, 'vendors'] as const,
  vendor: (client: string, id: number) => ['staff', client, 'vendors', id] as const,
  portalRequisitions: (client: string) => ['staff', client, 'portal', 'requisitions'] as const,
  portalRequisition: (client: string, id: number) =>
    ['staff', client, 'portal', 'requisitions', id] as const,
  portalSubmissions: (client: string) => ['staff', client, 'portal', 'submissions'] as const,
  hierarchy: (client: string) => ['staff', client, 'hierarchy'] as const,
};

/** Vendors, their users and requisitions, and the vendor portal (decision 0051). */
export const vendorApi = {
  vendors: (client: string, signal?: AbortSignal) =>
    apiClient.get<VendorSummary[]>(staff(client, 'vendor'), signal),
  vendor: (client: string, id: number, signal?: AbortSignal) =>
    apiClient.get<VendorDetail>(staff(client, 'vendor', id), signal),
  createVendor: (client: string, body: VendorInput) =>
    apiClient.request<VendorDetail>(staff(client, 'vendor'), { method: 'PUT', body }),
  updateVendor: (client: string, id: number, body: VendorInput) =>
    apiClient.request<VendorDetail>(staff(client, 'vendor', id), { method: 'POST', body }),
  addUser: (client: string, id: number, body: VendorUserInput) =>
    apiClient.request<VendorDetail>(staff(client, 'vendor', id, 'user'), { method: 'PUT', body }),
  setViewGroup: (client: string, id: number, staffUserId: number, viewGroup: ViewGroup) =>
    apiClient.request<VendorDetail>(staff(client, 'vendor', id, 'user', staffUserId, 'viewgroup'), {
      method: 'POST',
      body: { viewGroup },
    }),
  setUserActive: (client: string, id: number, staffUserId: number, active: boolean) =>
    apiClient.request<VendorDetail>(
      staff(client, 'vendor', id, 'user', staffUserId, active ? 'activate' : 'deactivate'),
      { method: 'POST', body: {} },
    ),
  setRequisitions: (client: string, id: number, requisitionIds: number[]) =>
    apiClient.request<VendorDetail>(staff(client, 'vendor', id, 'requisitions'), {
      method: 'POST',
      body: { requisitionIds },
    }),
  portalRequisitions: (client: string, signal?: AbortSignal) =>
    apiClient.get<PortalRequisition[]>(staff(client, 'vendor', 'portal', 'requisitions'), signal),
  portalRequisition: (client: string, id: number, signal?: AbortSignal) =>
    apiClient.get<PortalRequisition>(staff(client, 'vendor', 'portal', 'requisition', id), signal),
  submitCandidate: (client: string, id: number, fields: PortalSubmissionFields, resume: File) =>
    sendFile<{ applicationId: number }>(
      staff(client, 'vendor', 'portal', 'requisition', id, 'candidate'),
      { method: 'PUT', fields: { ...fields }, file: resume },
    ),
  portalSubmissions: (client: string, signal?: AbortSignal) =>
    apiClient.get<PortalSubmission[]>(staff(client, 'vendor', 'portal', 'submissions'), signal),
};

/** The org hierarchy (decision 0051): every write answers the whole tree. */
export const hierarchyApi = {
  tree: (client: string, signal?: AbortSignal) =>
    apiClient.get<HierarchyNode[]>(staff(client, 'hierarchy'), signal),
  create: (client: string, body: HierarchyNodeInput) =>
    apiClient.request<HierarchyNode[]>(staff(client, 'hierarchy'), { method: 'PUT', body }),
  update: (client: string, nodeId: number, body: HierarchyNodeInput) =>
    apiClient.request<HierarchyNode[]>(staff(client, 'hierarchy', nodeId), {
      method: 'POST',
      body,
    }),
  remove: (client: string, nodeId: number) =>
    apiClient.request<HierarchyNode[]>(staff(client, 'hierarchy', nodeId), { method: 'DELETE' }),
};

export const staffApi = {
  me: (client: string, signal?: AbortSignal) => apiClient.get<StaffMe>(staff(client, 'me'), signal),
  login: (client: string, body: StaffLoginBody) =>
    apiClient.request<StaffLoginResult>(staff(client, 'login'), { method: 'POST', body }),
  secondFactor: (client: string, body: StaffSecondFactorBody) =>
    apiClient.request<StaffSignedIn>(staff(client, 'login', 'second-factor'), {
      method: 'POST',
      body,
    }),
  ssoProviders: (client: string, signal?: AbortSignal) =>
    apiClient.get<StaffSsoProvider[]>(staff(client, 'sso', 'providers'), signal),
  ssoStart: (client: string, provider: string) =>
    apiClient.request<StaffSsoStartResult>(staff(client, 'sso', provider, 'start'), {
      method: 'POST',
      body: {},
    }),
  ssoReturn: (client: string, query: string) =>
    apiClient.request<StaffSignedIn>(staff(client, 'sso', 'return'), {
      method: 'POST',
      body: { query },
    }),
  logout: (client: string) =>
    apiClient.request<SuccessResult>(staff(client, 'logout'), { method: 'POST', body: {} }),

  searchRequisitions: (client: string, body: RequisitionSearchBody, signal?: AbortSignal) =>
    apiClient.request<RequisitionSearchResult>(staff(client, 'requisition', 'search'), {
      method: 'POST',
      body,
      ...(signal ? { signal } : {}),
    }),
  templates: (client: string, signal?: AbortSignal) =>
    apiClient.get<RequisitionTemplate[]>(staff(client, 'requisition', 'templates'), signal),
  requisition: (client: string, id: number, signal?: AbortSignal) =>
    apiClient.get<StaffRequisition>(staff(client, 'requisition', id), signal),
  createRequisition: (client: string, body: RequisitionCreateInput) =>
    apiClient.request<StaffRequisition>(staff(client, 'requisition'), { method: 'PUT', body }),
  updateRequisition: (client: string, id: number, body: RequisitionUpdateInput) =>
    apiClient.request<StaffRequisition>(staff(client, 'requisition', id), {
      method: 'POST',
      body,
    }),
  requisitionStatus: (client: string, id: number, status: StaffRequisitionStatus) =>
    apiClient.request<StaffRequisition>(staff(client, 'requisition', 'status', id, status), {
      method: 'POST',
      body: {},
    }),

  stages: (client: string, signal?: AbortSignal) =>
    apiClient.get<PipelineConfig>(staff(client, 'application', 'stages'), signal),
  searchApplications: (client: string, body: ApplicationSearchBody, signal?: AbortSignal) =>
    apiClient.request<ApplicationSearchResult>(staff(client, 'application', 'search'), {
      method: 'POST',
      body,
      ...(signal ? { signal } : {}),
    }),
  application: (client: string, id: number, signal?: AbortSignal) =>
    apiClient.get<StaffApplicationDetail>(staff(client, 'application', 'id', id), signal),
  moveApplication: (client: string, id: number, status: string, body: StatusChangeBody) =>
    apiClient.request<unknown>(staff(client, 'application', id, 'status', status), {
      method: 'POST',
      body,
    }),
  bulkMove: (
    client: string,
    status: string,
    body: { applicationIds: number[]; dispositionId?: number; emailTemplate?: string },
  ) =>
    apiClient.request<BulkStatusResult>(staff(client, 'application', 'bulk', 'status', status), {
      method: 'POST',
      body,
    }),
  addNote: (client: string, id: number, text: string) =>
    apiClient.request<ApplicationNote>(staff(client, 'application', id, 'notes'), {
      method: 'PUT',
      body: { text },
    }),
  documentUrl: (client: string, applicationId: number, attachmentId: number) =>
    staff(client, 'application', applicationId, 'document', attachmentId),

  searchCandidates: (client: string, body: CandidateSearchBody, signal?: AbortSignal) =>
    apiClient.request<CandidateSearchResult>(staff(client, 'candidate', 'search'), {
      method: 'POST',
      body,
      ...(signal ? { signal } : {}),
    }),
  candidate: (client: string, id: number, signal?: AbortSignal) =>
    apiClient.get<StaffCandidateProfile>(staff(client, 'candidate', 'id', id), signal),
  candidateRecords: (client: string, id: number, signal?: AbortSignal) =>
    apiClient.get<StaffCandidateRecords>(staff(client, 'candidate', id, 'records'), signal),
  candidateDocuments: (client: string, id: number, signal?: AbortSignal) =>
    apiClient.get<StaffCandidateDocuments>(staff(client, 'candidate', id, 'documents'), signal),
  candidateDocumentUrl: (client: string, candidateId: number, attachmentId: number) =>
    staff(client, 'candidate', candidateId, 'document', attachmentId),
  candidateLog: (client: string, id: number, signal?: AbortSignal) =>
    apiClient.get<StaffCandidateLog>(staff(client, 'candidate', id, 'activity'), signal),
  communicationLog: (client: string, id: number, signal?: AbortSignal) =>
    apiClient.get<CommunicationLog>(staff(client, 'communicationlog', id), signal),
  emailByTemplate: (client: string, id: number, body: EmailByTemplateBody) =>
    apiClient.request<SuccessResult>(staff(client, 'candidate', id, 'emailbytemplate'), {
      method: 'POST',
      body,
    }),
  folders: (client: string, signal?: AbortSignal) =>
    apiClient.get<StaffFolderList>(staff(client, 'folders'), signal),
  createTalentPool: (client: string, name: string) =>
    apiClient.request<FolderEntry>(staff(client, 'folder'), { method: 'PUT', body: { name } }),
  addToFolders: (client: string, body: FolderAddBody) =>
    apiClient.request<FolderChangeResult>(staff(client, 'folder', 'add'), {
      method: 'POST',
      body,
    }),
  moveBetweenFolders: (client: string, body: FolderMoveBody) =>
    apiClient.request<FolderChangeResult>(staff(client, 'folder', 'move'), {
      method: 'POST',
      body,
    }),

  emailTemplates: (client: string, signal?: AbortSignal) =>
    apiClient.get<TemplateList>(staff(client, 'communicationtemplate'), signal),
  emailTemplate: (client: string, name: string, language: string, signal?: AbortSignal) =>
    apiClient.get<TemplateDetail>(staff(client, 'communicationtemplate', name, language), signal),
  saveEmailTemplate: (client: string, name: string, language: string, body: TemplateInput) =>
    apiClient.request<TemplateDetail>(staff(client, 'communicationtemplate', name, language), {
      method: 'POST',
      body,
    }),
  resetEmailTemplate: (client: string, name: string, language: string) =>
    apiClient.request<SuccessResult>(staff(client, 'communicationtemplate', name, language), {
      method: 'DELETE',
    }),
  previewEmailTemplate: (
    client: string,
    name: string,
    language: string,
    body: TemplatePreviewInput,
    signal?: AbortSignal,
  ) =>
    apiClient.request<TemplatePreview>(
      staff(client, 'communicationtemplate', name, language, 'preview'),
      { method: 'POST', body, ...(signal ? { signal } : {}) },
    ),

  countsByYear: (client: string, signal?: AbortSignal, nodeId?: number) =>
    apiClient.get<CountsByYear>(
      `${staff(client, 'report', 'applications', 'counts', 'year')}${byNode(nodeId)}`,
      signal,
    ),
  countsLast30Days: (client: string, signal?: AbortSignal, nodeId?: number) =>
    apiClient.get<CountsByDay>(
      `${staff(client, 'report', 'applications', 'counts', 'last30days')}${byNode(nodeId)}`,
      signal,
    ),
  countsLast24Months: (client: string, signal?: AbortSignal, nodeId?: number) =>
    apiClient.get<CountsByMonth>(
      `${staff(client, 'report', 'applications', 'counts', 'last24months')}${byNode(nodeId)}`,
      signal,
    ),
  timeToHire: (client: string, signal?: AbortSignal, nodeId?: number) =>
    apiClient.get<TimeToHire>(
      `${staff(client, 'report', 'time-to-hire')}${byNode(nodeId)}`,
      signal,
    ),
  conversion: (client: string, signal?: AbortSignal, nodeId?: number) =>
    apiClient.get<ConversionReport>(
      `${staff(client, 'report', 'conversion')}${byNode(nodeId)}`,
      signal,
    ),
  reportCsvUrl: (client: string, report: ReportName, nodeId?: number) =>
    `${staff(client, 'report', report, 'csv')}${byNode(nodeId)}`,
  funnel: (client: string, signal?: AbortSignal) =>
    apiClient.get<FunnelReport>(staff(client, 'report', 'funnel'), signal),

  lists: (client: string, signal?: AbortSignal) =>
    apiClient.get<ListsFile>(staff(client, 'lists'), signal),
  saveList: (client: string, list: ListsFileList) =>
    apiClient.request<unknown>(staff(client, 'lists', list.name), { method: 'POST', body: list }),
  flags: (client: string, signal?: AbortSignal) =>
    apiClient.get<FeatureFlags>(staff(client, 'featureflags'), signal),
  setFlags: (client: string, changes: Partial<FeatureFlags>) =>
    apiClient.request<FeatureFlags>(staff(client, 'featureflags'), {
      method: 'POST',
      body: changes,
    }),
  directory: (client: string, signal?: AbortSignal) =>
    apiClient.get<StaffDirectoryEntry[]>(staff(client, 'directory'), signal),
  setApprovers: (client: string, id: number, staffUserIds: number[]) =>
    apiClient.request<StaffRequisition>(staff(client, 'requisition', 'approvers', id), {
      method: 'POST',
      body: { staffUserIds },
    }),

  events: (client: string, signal?: AbortSignal) =>
    apiClient.get<StaffEventList>(staff(client, 'events'), signal),
  registrants: (client: string, eventId: string, signal?: AbortSignal) =>
    apiClient.get<EventRegistrantList>(staff(client, 'events', eventId, 'registrants'), signal),
  audit: (client: string, page: number, signal?: AbortSignal) =>
    apiClient.get<AuditPage>(`${staff(client, 'audit')}?page=${page}&pageSize=50`, signal),
};
