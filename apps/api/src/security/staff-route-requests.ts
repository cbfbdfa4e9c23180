/**
 * How to call each staff route (issue 20) and the permission it needs (null: any staff user).
 * The staff matrix sends each as every kind of caller; a staff route without an entry here
 * fails its first test. Ids come from the home tenant's world (staff-world in the test).
 */
import type { StaffPermission } from '@talentgate/domain';

export interface StaffTarget {
  client: string;
  requisitionId: number;
  applicationId: number;
  attachmentId: number;
  staffUserId: number;
  roleId: number;
  groupId: number;
  templateId: number;
  candidateId: number;
  folderId: number;
  /** An event of the tenant, by key (decision 0046). */
  eventId: string;
  /** An interview invitation of the application, booked (decision 0050). */
  invitationId: number;
  /** An offer of the target application in approval, its template and chain (0049). */
  offerId: number;
  offerTemplateId: number;
  approvalChainId: number;
  approvalChainDetailIds: number[];
  /** A vendor of the tenant and a user of it who is nobody's caller (decision 0051). */
  vendorId: number;
  vendorUserId: number;
  /** An org hierarchy node of the tenant. */
  hierarchyNodeId: number;
}

export interface StaffRouteRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body: these text fields, then a small PDF as the file. */
  upload?: Record<string, string>;
}

export interface StaffRoute {
  permission: StaffPermission | null;
  request: (target: StaffTarget) => StaffRouteRequest;
}

const at = (permission: StaffPermission | null, request: StaffRoute['request']): StaffRoute => ({
  permission,
  request,
});
const client = (t: StaffTarget) => ({ client: t.client });
const base = '/rest/staff/{client}';

const offerTemplate = {
  name: 'Matrix template',
  elements: [{ kind: 'salary', label: 'Salary', text: '' }],
};
const offerParams = (t: StaffTarget) => ({ params: { ...client(t), offerId: t.offerId } });
const chainParams = (t: StaffTarget) => ({
  params: { ...client(t), approvalChainId: t.approvalChainId },
});
const templateParams = (t: StaffTarget) => ({
  params: { ...client(t), offerTemplateId: t.offerTemplateId },
});

export const STAFF_ROUTES: Record<string, StaffRoute> = {
  [`GET ${base}/offer/templates`]: at('offers:read', (t) => ({ params: client(t) })),
  [`GET ${base}/offer/template/{offerTemplateId}`]: at('offers:read', templateParams),
  [`PUT ${base}/offer/template`]: at('offers:write', (t) => ({
    params: client(t),
    body: { ...offerTemplate, name: `T${Math.random().toString(36).slice(2)}` },
  })),
  [`POST ${base}/offer/template/{offerTemplateId}`]: at('offers:write', (t) => ({
    ...templateParams(t),
    body: offerTemplate,
  })),
  [`POST ${base}/offer/template/activate/{offerTemplateId}`]: at('offers:write', templateParams),
  [`POST ${base}/offer/template/deactivate/{offerTemplateId}`]: at('offers:write', templateParams),
  [`GET ${base}/approvalchain/all`]: at('offers:read', (t) => ({ params: client(t) })),
  [`GET ${base}/approvalchain/id/{approvalChainId}`]: at('offers:read', chainParams),
  [`GET ${base}/approvalchain/details/{approvalChainId}`]: at('offers:read', chainParams),
  [`PUT ${base}/approvalchain`]: at('offers:write', (t) => ({
    params: client(t),
    body: {
      name: `C${Math.random().toString(36).slice(2)}`,
      steps: [{ kind: 'staff', staffUserId: t.staffUserId }],
    },
  })),
  [`POST ${base}/approvalchain/{approvalChainId}`]: at('offers:write', (t) => ({
    ...chainParams(t),
    body: { name: 'Matrix chain', steps: [{ kind: 'staff', staffUserId: t.staffUserId }] },
  })),
  [`POST ${base}/approvalchain/reorder/details/{approvalChainId}`]: at('offers:write', (t) => ({
    ...chainParams(t),
    body: { approvalChainDetailIds: t.approvalChainDetailIds },
  })),
  [`POST ${base}/approvalchain/activate/{approvalChainId}`]: at('offers:write', chainParams),
  [`POST ${base}/approvalchain/deactivate/{approvalChainId}`]: at('offers:write', chainParams),
  [`POST ${base}/application/offertemplete/update/{applicationId}/{approvalChainId}/{offerTemplateId}`]:
    at('offers:write', (t) => ({
      params: {
        ...client(t),
        applicationId: t.applicationId,
        approvalChainId: t.approvalChainId,
        offerTemplateId: t.offerTemplateId,
      },
      body: { salary: 'USD 1', startDate: '2031-01-01', expiresAt: Date.now() + 86_400_000 },
    })),
  [`GET ${base}/offer/application/{applicationId}`]: at('offers:read', (t) => ({
    params: { ...client(t), applicationId: t.applicationId },
  })),
  [`GET ${base}/offer/approvals/mine`]: at('offers:approve', (t) => ({ params: client(t) })),
  [`GET ${base}/offer/id/{offerId}`]: at('offers:read', offerParams),
  [`GET ${base}/offer/letter/{offerId}`]: at('offers:read', offerParams),
  [`POST ${base}/offer/submit/{offerId}`]: at('offers:write', offerParams),
  [`POST ${base}/offer/approver/accept/{offerId}`]: at('offers:approve', (t) => ({
    ...offerParams(t),
    body: {},
  })),
  [`POST ${base}/offer/approver/reject/{offerId}`]: at('offers:approve', (t) => ({
    ...offerParams(t),
    body: { comment: 'Matrix' },
  })),
  [`POST ${base}/offer/extend/{offerId}`]: at('offers:write', offerParams),
  [`GET ${base}/events`]: at('candidates:read', (t) => ({ params: client(t) })),
  [`GET ${base}/events/{eventId}/registrants`]: at('candidates:read', (t) => ({
    params: { ...client(t), eventId: t.eventId },
  })),
  [`GET ${base}/me`]: at(null, (t) => ({ params: client(t) })),
  [`GET ${base}/audit`]: at('audit:read', (t) => ({ params: client(t) })),
  [`GET ${base}/users`]: at('staff:admin', (t) => ({ params: client(t) })),
  [`PUT ${base}/users`]: at('staff:admin', (t) => ({
    params: client(t),
    body: {
      email: `u${Math.random().toString(36).slice(2)}@m.example`,
      name: 'M',
      password: 'Matrix-Pass-2026',
      roleIds: [],
    },
  })),
  [`POST ${base}/users/{staffUserId}/activate`]: at('staff:admin', (t) => ({
    params: { ...client(t), staffUserId: t.staffUserId },
  })),
  [`POST ${base}/users/{staffUserId}/deactivate`]: at('staff:admin', (t) => ({
    params: { ...client(t), staffUserId: t.staffUserId },
  })),
  [`GET ${base}/userroles/{staffUserId}`]: at('staff:admin', (t) => ({
    params: { ...client(t), staffUserId: t.staffUserId },
  })),
  [`POST ${base}/userroles/{staffUserId}`]: at('staff:admin', (t) => ({
    params: { ...client(t), staffUserId: t.staffUserId },
    body: { roleIds: [] },
  })),
  [`GET ${base}/roles`]: at('staff:admin', (t) => ({ params: client(t) })),
  [`PUT ${base}/roles`]: at('staff:admin', (t) => ({
    params: client(t),
    body: { name: `R${Math.random().toString(36).slice(2)}`, permissions: [], scope: 'all' },
  })),
  [`POST ${base}/roles/{roleId}`]: at('staff:admin', (t) => ({
    params: { ...client(t), roleId: t.roleId },
    body: {
      name: `R${Math.random().toString(36).slice(2)}`,
      permissions: ['audit:read'],
      scope: 'all',
    },
  })),
  [`DELETE ${base}/roles/{roleId}`]: at('staff:admin', (t) => ({
    params: { ...client(t), roleId: t.roleId },
  })),
  [`GET ${base}/groups`]: at('staff:admin', (t) => ({ params: client(t) })),
  [`PUT ${base}/group`]: at('staff:admin', (t) => ({
    params: client(t),
    body: { name: `G${Math.random().toString(36).slice(2)}` },
  })),
  [`GET ${base}/group/{groupId}`]: at('staff:admin', (t) => ({
    params: { ...client(t), groupId: t.groupId },
  })),
  [`POST ${base}/group/{groupId}`]: at('staff:admin', (t) => ({
    params: { ...client(t), groupId: t.groupId },
    body: { name: `G${Math.random().toString(36).slice(2)}` },
  })),
  [`DELETE ${base}/group/{groupId}`]: at('staff:admin', (t) => ({
    params: { ...client(t), groupId: t.groupId },
  })),
  [`GET ${base}/grouproles/{groupId}`]: at('staff:admin', (t) => ({
    params: { ...client(t), groupId: t.groupId },
  })),
  [`POST ${base}/grouproles/{groupId}`]: at('staff:admin', (t) => ({
    params: { ...client(t), groupId: t.groupId },
    body: { roleIds: [] },
  })),
  [`POST ${base}/authcache/clear`]: at('staff:admin', (t) => ({ params: client(t) })),
  [`GET ${base}/requisition/templates`]: at('requisitions:write', (t) => ({ params: client(t) })),
  [`GET ${base}/directory`]: at('requisitions:write', (t) => ({ params: client(t) })),
  [`POST ${base}/requisition/search`]: at('requisitions:read', (t) => ({
    params: client(t),
    body: {},
  })),
  [`PUT ${base}/requisition`]: at('requisitions:write', (t) => ({
    params: client(t),
    body: { templateId: t.templateId },
  })),
  [`GET ${base}/requisition/{requisitionId}`]: at('requisitions:read', (t) => ({
    params: { ...client(t), requisitionId: t.requisitionId },
  })),
  [`POST ${base}/requisition/{requisitionId}`]: at('requisitions:write', (t) => ({
    params: { ...client(t), requisitionId: t.requisitionId },
    body: { category: 'Engineering' },
  })),
  [`GET ${base}/requisition/approvers/{requisitionId}`]: at('requisitions:read', (t) => ({
    params: { ...client(t), requisitionId: t.requisitionId },
  })),
  [`POST ${base}/requisition/approvers/{requisitionId}`]: at('requisitions:write', (t) => ({
    params: { ...client(t), requisitionId: t.requisitionId },
    body: { staffUserIds: [] },
  })),
  [`POST ${base}/requisition/approve/{requisitionId}`]: at('requisitions:approve', (t) => ({
    params: { ...client(t), requisitionId: t.requisitionId },
  })),
  [`POST ${base}/requisition/status/{requisitionId}/{status}`]: at('requisitions:write', (t) => ({
    params: { ...client(t), requisitionId: t.requisitionId, status: 'closed' },
  })),
  [`GET ${base}/application/stages`]: at('applications:read', (t) => ({ params: client(t) })),
  [`POST ${base}/application/search`]: at('applications:read', (t) => ({
    params: client(t),
    body: {},
  })),
  [`GET ${base}/application/status/counts/{requisitionId}`]: at('applications:read', (t) => ({
    params: { ...client(t), requisitionId: t.requisitionId },
  })),
  [`GET ${base}/application/id/{applicationId}`]: at('applications:read', (t) => ({
    params: { ...client(t), applicationId: t.applicationId },
  })),
  [`GET ${base}/application/{applicationId}/document/{attachmentId}`]: at(
    'applications:read',
    (t) => ({
      params: { ...client(t), applicationId: t.applicationId, attachmentId: t.attachmentId },
    }),
  ),
  [`POST ${base}/application/{applicationId}/status/{status}`]: at('applications:write', (t) => ({
    params: { ...client(t), applicationId: t.applicationId, status: 'Screening' },
    body: {},
  })),
  [`POST ${base}/interview/invitation`]: at('applications:write', (t) => ({
    params: client(t),
    body: {
      applicationId: t.applicationId,
      title: 'Matrix interview',
      mode: 'video',
      location: '',
      timeZone: 'Europe/Paris',
      slots: [{ startsAt: Date.now() + 86_400_000, endsAt: Date.now() + 90_000_000, capacity: 1 }],
      slotIds: [],
    },
  })),
  [`POST ${base}/calendar/slotpickerconfig`]: at('applications:write', (t) => ({
    params: client(t),
    body: {
      timeZone: 'America/New_York',
      durationMinutes: 60,
      bufferMinutes: 0,
      capacity: 1,
      firstDay: '2099-01-05',
      lastDay: '2099-01-05',
      weekdays: [1],
      dayStarts: '09:00',
      dayEnds: '11:00',
    },
  })),
  [`GET ${base}/interview/invitation/application/{applicationId}`]: at(
    'applications:read',
    (t) => ({ params: { ...client(t), applicationId: t.applicationId } }),
  ),
  [`GET ${base}/calendar/session`]: at('applications:read', (t) => ({
    params: client(t),
    query: { from: String(Date.now()), to: String(Date.now() + 30 * 86_400_000) },
  })),
  [`GET ${base}/calendar/session/{invitationId}/ics`]: at('applications:read', (t) => ({
    params: { ...client(t), invitationId: t.invitationId },
  })),
  [`POST ${base}/calendar/book`]: at('applications:write', (t) => ({
    params: client(t),
    body: { invitationId: t.invitationId, startsAt: Date.now() + 3 * 86_400_000 },
  })),
  [`POST ${base}/calendar/cancel`]: at('applications:write', (t) => ({
    params: client(t),
    body: { invitationId: t.invitationId },
  })),
  [`POST ${base}/application/bulk/status/{status}`]: at('applications:write', (t) => ({
    params: { ...client(t), status: 'Screening' },
    body: { applicationIds: [t.applicationId] },
  })),
  [`PUT ${base}/application/{applicationId}/notes`]: at('applications:note', (t) => ({
    params: { ...client(t), applicationId: t.applicationId },
    body: { text: 'A note' },
  })),
  [`PUT ${base}/application`]: at('candidates:submit', (t) => ({
    params: client(t),
    body: {
      requisitionId: t.requisitionId,
      email: `c${Math.random().toString(36).slice(2)}@m.example`,
      firstName: 'Matrix',
      lastName: 'Candidate',
    },
  })),
  [`GET ${base}/report/applications/counts/year`]: at('reports:read', (t) => ({
    params: client(t),
  })),
  [`GET ${base}/report/applications/counts/last30days`]: at('reports:read', (t) => ({
    params: client(t),
  })),
  [`GET ${base}/report/applications/counts/last24months`]: at('reports:read', (t) => ({
    params: client(t),
  })),
  [`GET ${base}/report/time-to-hire`]: at('reports:read', (t) => ({ params: client(t) })),
  [`GET ${base}/report/conversion`]: at('reports:read', (t) => ({ params: client(t) })),
  [`GET ${base}/report/funnel`]: at('reports:read', (t) => ({
    params: client(t),
    query: { requisitionId: String(t.requisitionId) },
  })),
  [`GET ${base}/report/{report}/csv`]: at('reports:read', (t) => ({
    params: { ...client(t), report: 'conversion-by-source' },
  })),
  [`POST ${base}/candidate/search`]: at('candidates:read', (t) => ({
    params: client(t),
    body: {},
  })),
  [`GET ${base}/candidate/id/{candidateId}`]: at('candidates:read', (t) => ({
    params: { ...client(t), candidateId: t.candidateId },
  })),
  [`GET ${base}/candidate/{candidateId}/sensitive`]: at('candidates:read', (t) => ({
    params: { ...client(t), candidateId: t.candidateId },
  })),
  [`POST ${base}/candidate/{candidateId}/sensitive/reveal`]: at('sensitive:reveal', (t) => ({
    params: { ...client(t), candidateId: t.candidateId },
    body: { field: 'ssn' },
  })),
  [`GET ${base}/candidate/{candidateId}/records`]: at('candidates:read', (t) => ({
    params: { ...client(t), candidateId: t.candidateId },
  })),
  [`GET ${base}/candidate/{candidateId}/documents`]: at('candidates:read', (t) => ({
    params: { ...client(t), candidateId: t.candidateId },
  })),
  [`GET ${base}/candidate/{candidateId}/document/{attachmentId}`]: at('candidates:read', (t) => ({
    params: { ...client(t), candidateId: t.candidateId, attachmentId: t.attachmentId },
  })),
  [`GET ${base}/candidate/{candidateId}/activity`]: at('candidates:read', (t) => ({
    params: { ...client(t), candidateId: t.candidateId },
  })),
  [`GET ${base}/communicationlog/{candidateId}`]: at('candidates:read', (t) => ({
    params: { ...client(t), candidateId: t.candidateId },
  })),
  [`POST ${base}/candidate/{candidateId}/emailbytemplate`]: at('candidates:write', (t) => ({
    params: { ...client(t), candidateId: t.candidateId },
    body: { template: 'Application Status Update', applicationId: t.applicationId },
  })),
  [`GET ${base}/folders`]: at('candidates:read', (t) => ({ params: client(t) })),
  [`PUT ${base}/folder`]: at('candidates:write', (t) => ({
    params: client(t),
    body: { name: 'Matrix pool' },
  })),
  [`POST ${base}/folder/add`]: at('candidates:write', (t) => ({
    params: client(t),
    body: { candidateList: [t.candidateId], destinationList: [t.folderId] },
  })),
  [`POST ${base}/folder/move`]: at('candidates:write', (t) => ({
    params: client(t),
    body: {
      candidateList: [t.candidateId],
      sourceFolderId: t.folderId,
      destinationList: [t.folderId],
    },
  })),
  [`GET ${base}/communicationtemplate`]: at('candidates:read', (t) => ({ params: client(t) })),
  [`GET ${base}/communicationtemplate/{name}/{language}`]: at('candidates:read', (t) => ({
    params: { ...client(t), name: 'Interview Invitation', language: 'en' },
  })),
  [`POST ${base}/communicationtemplate/{name}/{language}`]: at('templates:write', (t) => ({
    params: { ...client(t), name: 'Interview Invitation', language: 'en' },
    body: { subject: 'Interview: {{jobTitle}}', text: 'Hello {{name}}, {{link}}' },
  })),
  [`DELETE ${base}/communicationtemplate/{name}/{language}`]: at('templates:write', (t) => ({
    params: { ...client(t), name: 'Interview Invitation', language: 'en' },
  })),
  [`POST ${base}/communicationtemplate/{name}/{language}/preview`]: at('candidates:read', (t) => ({
    params: { ...client(t), name: 'Interview Invitation', language: 'en' },
    body: {},
  })),
  [`GET ${base}/lists`]: at('settings:write', (t) => ({ params: client(t) })),
  [`POST ${base}/lists/{name}`]: at('settings:write', (t) => ({
    params: { ...client(t), name: 'MatrixList' },
    body: { name: 'MatrixList', items: [{ value: 'a', label: 'A' }] },
  })),
  [`GET ${base}/messagebranding`]: at('settings:write', (t) => ({ params: client(t) })),
  [`POST ${base}/messagebranding`]: at('settings:write', (t) => ({
    params: client(t),
    body: { primaryColor: '#0B7285', accentColor: '#5F3DC4', footerText: 'Matrix' },
  })),
  [`POST ${base}/messagebranding/preview`]: at('settings:write', (t) => ({
    params: client(t),
    body: { primaryColor: '#0B7285', accentColor: '#5F3DC4', footerText: 'Matrix' },
  })),
  [`POST ${base}/messagebranding/activate`]: at('settings:write', (t) => ({ params: client(t) })),
  [`POST ${base}/messagebranding/deactivate`]: at('settings:write', (t) => ({
    params: client(t),
  })),
  // Multipart; sent without a body it reaches the upload's own 400 once authorised.
  [`PUT ${base}/messagebranding/logo`]: at('settings:write', (t) => ({ params: client(t) })),
  [`DELETE ${base}/messagebranding/logo`]: at('settings:write', (t) => ({ params: client(t) })),
  [`GET ${base}/onboarding/application/{applicationId}`]: at('candidates:read', (t) => ({
    params: { ...client(t), applicationId: t.applicationId },
  })),
  [`GET ${base}/background/packages`]: at('applications:read', (t) => ({ params: client(t) })),
  [`GET ${base}/background/orders/application/{applicationId}`]: at('applications:read', (t) => ({
    params: { ...client(t), applicationId: t.applicationId },
  })),
  // The first allowed role places the order; the next gets 409 (that package is open).
  [`POST ${base}/background/orders`]: at('applications:write', (t) => ({
    params: client(t),
    body: { applicationId: t.applicationId, packageCode: 'basic' },
  })),
  [`GET ${base}/vendor`]: at('vendors:write', (t) => ({ params: client(t) })),
  [`PUT ${base}/vendor`]: at('vendors:write', (t) => ({
    params: client(t),
    body: { name: `V${Math.random().toString(36).slice(2)}`, contactEmail: null },
  })),
  [`GET ${base}/vendor/{vendorId}`]: at('vendors:write', (t) => ({
    params: { ...client(t), vendorId: t.vendorId },
  })),
  [`POST ${base}/vendor/{vendorId}`]: at('vendors:write', (t) => ({
    params: { ...client(t), vendorId: t.vendorId },
    body: { name: 'Matrix Vendor', contactEmail: 'desk@matrix.example', active: true },
  })),
  [`PUT ${base}/vendor/{vendorId}/user`]: at('vendors:write', (t) => ({
    params: { ...client(t), vendorId: t.vendorId },
    body: {
      email: `v${Math.random().toString(36).slice(2)}@m.example`,
      name: 'Matrix vendor user',
      password: 'Matrix-Pass-2026',
      viewGroup: 'vendor',
    },
  })),
  [`POST ${base}/vendor/{vendorId}/user/{staffUserId}/viewgroup`]: at('vendors:write', (t) => ({
    params: { ...client(t), vendorId: t.vendorId, staffUserId: t.vendorUserId },
    body: { viewGroup: 'own' },
  })),
  [`POST ${base}/vendor/{vendorId}/user/{staffUserId}/activate`]: at('vendors:write', (t) => ({
    params: { ...client(t), vendorId: t.vendorId, staffUserId: t.vendorUserId },
  })),
  [`POST ${base}/vendor/{vendorId}/user/{staffUserId}/deactivate`]: at('vendors:write', (t) => ({
    params: { ...client(t), vendorId: t.vendorId, staffUserId: t.vendorUserId },
  })),
  [`POST ${base}/vendor/{vendorId}/requisitions`]: at('vendors:write', (t) => ({
    params: { ...client(t), vendorId: t.vendorId },
    body: { requisitionIds: [t.requisitionId] },
  })),
  [`GET ${base}/vendor/portal/requisitions`]: at('vendor:portal', (t) => ({ params: client(t) })),
  [`GET ${base}/vendor/portal/requisition/{requisitionId}`]: at('vendor:portal', (t) => ({
    params: { ...client(t), requisitionId: t.requisitionId },
  })),
  [`PUT ${base}/vendor/portal/requisition/{requisitionId}/candidate`]: at('vendor:portal', (t) => ({
    params: { ...client(t), requisitionId: t.requisitionId },
    upload: {
      firstName: 'Matrix',
      lastName: 'Submitted',
      email: `s${Math.random().toString(36).slice(2)}@m.example`,
      phone1: '5550100200',
    },
  })),
  [`GET ${base}/vendor/portal/submissions`]: at('vendor:portal', (t) => ({ params: client(t) })),
  [`GET ${base}/hierarchy`]: at('requisitions:read', (t) => ({ params: client(t) })),
  [`PUT ${base}/hierarchy`]: at('settings:write', (t) => ({
    params: client(t),
    body: { parentId: t.hierarchyNodeId, kind: 'department', name: 'Matrix team', managerIds: [] },
  })),
  [`POST ${base}/hierarchy/{nodeId}`]: at('settings:write', (t) => ({
    params: { ...client(t), nodeId: t.hierarchyNodeId },
    body: { parentId: null, kind: 'location', name: 'Matrix site', managerIds: [] },
  })),
  [`DELETE ${base}/hierarchy/{nodeId}`]: at('settings:write', (t) => ({
    params: { ...client(t), nodeId: t.hierarchyNodeId },
  })),
  [`GET ${base}/featureflags`]: at('settings:write', (t) => ({ params: client(t) })),
  [`POST ${base}/featureflags`]: at('settings:write', (t) => ({
    params: client(t),
    body: { jobAlertSubscription: true },
  })),
};

/**
 * The sign-in steps (password, second factor, enterprise provider; decision 0037) and
 * sign-out: open to every caller, so the matrix checks the other way round. Each is sent with
 * a wrong or empty answer as every kind of caller and must answer the same status to all,
 * without a staff session cookie: a caller's own session (another tenant's, a candidate's, a
 * full one of any role) neither opens nor changes a sign-in step.
 */
export interface StaffSignInRoute {
  status: number;
  /** Sent by anonymous callers only (sign-out would end the others' sessions). */
  anonymousOnly?: boolean;
  request: (target: StaffTarget) => StaffRouteRequest;
}

export const STAFF_SIGN_IN_ROUTES: Record<string, StaffSignInRoute> = {
  [`POST ${base}/login`]: {
    status: 401,
    request: (t) => ({
      params: client(t),
      body: { email: 'nobody@home.example', password: 'not-the-password' },
    }),
  },
  [`POST ${base}/login/second-factor`]: {
    status: 401,
    request: (t) => ({ params: client(t), body: { code: '000000' } }),
  },
  [`POST ${base}/logout`]: {
    status: 200,
    anonymousOnly: true,
    request: (t) => ({ params: client(t) }),
  },
  [`GET ${base}/sso/providers`]: { status: 200, request: (t) => ({ params: client(t) }) },
  [`POST ${base}/sso/{provider}/start`]: {
    status: 404,
    request: (t) => ({ params: { ...client(t), provider: 'corp-sso' } }),
  },
  [`POST ${base}/sso/return`]: {
    status: 400,
    request: (t) => ({ params: client(t), body: { query: 'code=matrix&state=matrix' } }),
  },
};
