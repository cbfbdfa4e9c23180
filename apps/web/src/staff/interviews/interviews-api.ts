/**
 * The staff console's interview scheduling calls (decision 0050): an application's
 * invitations, the slot picker's preview, sending an invitation, the calendar's sessions,
 * moving and cancelling a booking, and a session's `.ics` address.
 */
import type {
  CalendarSession,
  CreatedInvitation,
  NewInvitationBody,
  SlotPickerConfig,
  SlotPickerPreview,
  StaffInvitation,
} from '@talentgate/domain';
import { apiClient, apiPath } from '../../lib/api-client';

const staff = (client: string, ...segments: ReadonlyArray<string | number>) =>
  apiPath('staff', client, ...segments);

export const interviewKeys = {
  /** Every interview answer of the client: refreshed whole after a change. */
  all: (client: string) => ['staff', client, 'interviews'] as const,
  ofApplication: (client: string, applicationId: number) =>
    ['staff', client, 'interviews', 'application', applicationId] as const,
  sessions: (client: string, from: number, to: number) =>
    ['staff', client, 'interviews', 'sessions', from, to] as const,
};

export const interviewApi = {
  ofApplication: (client: string, applicationId: number, signal?: AbortSignal) =>
    apiClient.get<StaffInvitation[]>(
      staff(client, 'interview', 'invitation', 'application', applicationId),
      signal,
    ),
  preview: (client: string, body: SlotPickerConfig) =>
    apiClient.request<SlotPickerPreview>(staff(client, 'calendar', 'slotpickerconfig'), {
      method: 'POST',
      body,
    }),
  invite: (client: string, body: NewInvitationBody) =>
    apiClient.request<CreatedInvitation>(staff(client, 'interview', 'invitation'), {
      method: 'POST',
      body,
    }),
  sessions: (client: string, from: number, to: number, signal?: AbortSignal) =>
    apiClient.get<CalendarSession[]>(
      `${staff(client, 'calendar', 'session')}?from=${from}&to=${to}`,
      signal,
    ),
  book: (client: string, invitationId: number, startsAt: number) =>
    apiClient.request<StaffInvitation>(staff(client, 'calendar', 'book'), {
      method: 'POST',
      body: { invitationId, startsAt },
    }),
  cancel: (client: string, invitationId: number) =>
    apiClient.request<StaffInvitation>(staff(client, 'calendar', 'cancel'), {
      method: 'POST',
      body: { invitationId },
    }),
  icsUrl: (client: string, invitationId: number) =>
    staff(client, 'calendar', 'session', invitationId, 'ics'),
};
