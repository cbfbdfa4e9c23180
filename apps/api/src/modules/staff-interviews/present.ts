/** Invitations and booked sessions as staff see them: contract shapes, never rows. */
import {
  INTERVIEW_MODES,
  INVITATION_STATUSES,
  type CalendarSession,
  type InterviewMode,
  type InvitationStatus,
  type SlotPickerConfig,
  type StaffInvitation,
} from '@talentgate/domain';
import type {
  InterviewerRow,
  SessionRow,
  StaffInvitationRow,
} from '../../stores/interview-schedule-store.js';

export const modeOf = (mode: string): InterviewMode =>
  INTERVIEW_MODES.find((known) => known === mode) ?? 'onsite';
export const statusOf = (status: string): InvitationStatus =>
  INVITATION_STATUSES.find((known) => known === status) ?? 'invited';

export function presentStaffInvitations(
  rows: StaffInvitationRow[],
  interviewers: InterviewerRow[],
  pickers: (SlotPickerConfig & { invitationId: number })[],
): StaffInvitation[] {
  return rows.map(({ invitation, slotCount, booking }) => {
    const picker = pickers.find((item) => item.invitationId === invitation.id);
    return {
      invitationId: invitation.id,
      applicationId: invitation.applicationId,
      title: invitation.title,
      mode: modeOf(invitation.mode),
      location: invitation.location,
      timeZone: invitation.timeZone,
      status: statusOf(invitation.status),
      expiresAt: invitation.expiresAt.getTime(),
      slotCount,
      interviewers: interviewers
        .filter((person) => person.invitationId === invitation.id)
        .map(({ staffUserId, name }) => ({ staffUserId, name })),
      booking: booking && {
        bookingId: booking.bookingId,
        startsAt: booking.startsAt.getTime(),
        endsAt: booking.endsAt.getTime(),
      },
      slotPicker: picker
        ? {
            timeZone: picker.timeZone,
            durationMinutes: picker.durationMinutes,
            bufferMinutes: picker.bufferMinutes,
            capacity: picker.capacity,
            firstDay: picker.firstDay,
            lastDay: picker.lastDay,
            weekdays: picker.weekdays,
            dayStarts: picker.dayStarts,
            dayEnds: picker.dayEnds,
          }
        : null,
    };
  });
}

export function presentSession(row: SessionRow, interviewers: InterviewerRow[]): CalendarSession {
  const { invitation, slot } = row;
  return {
    bookingId: row.booking.id,
    invitationId: invitation.id,
    applicationId: invitation.applicationId,
    candidateName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    jobTitle: row.jobTitle,
    title: invitation.title,
    mode: modeOf(invitation.mode),
    location: invitation.location,
    timeZone: invitation.timeZone,
    startsAt: slot.startsAt.getTime(),
    endsAt: slot.endsAt.getTime(),
    interviewers: interviewers
      .filter((person) => person.invitationId === invitation.id)
      .map((person) => person.name),
  };
}
