/**
 * Interview scheduling from the staff side (issue 27; spec 2 §7 "interview invitations
 * accept/reject", "calendar scheduling (slot picker config, book, cancel, session)"; decision
 * 0050): the slots a slot picker configuration generates, an application's invitations, the
 * booked sessions of a calendar window, staff booking (rescheduling) and cancelling, and the
 * candidate's own invitations on the dashboard. Times are epoch milliseconds.
 */
import Type from 'typebox';
import { ClientKey, EpochMillisInput, IdParam } from './common.js';
import { INTERVIEW_MODES } from './dashboard.js';
import { INVITATION_STATUSES } from './interview-slots.js';
import { SlotPickerConfig } from './slot-picker.js';

export * from './slot-picker.js';

const Millis = Type.Integer({ description: 'epoch milliseconds' });
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const GeneratedSlot = Type.Object({ startsAt: Millis, endsAt: Millis });
export type GeneratedSlot = Type.Static<typeof GeneratedSlot>;

export const SlotPickerPreview = Type.Object({
  timeZone: Type.String(),
  slots: Type.Array(GeneratedSlot),
});
export type SlotPickerPreview = Type.Static<typeof SlotPickerPreview>;

export const Interviewer = Type.Object({ staffUserId: Type.Integer(), name: Type.String() });
export type Interviewer = Type.Static<typeof Interviewer>;

/** A booked seat as staff see it. */
export const StaffBooking = Type.Object({
  bookingId: Type.Integer(),
  startsAt: Millis,
  endsAt: Millis,
});
export type StaffBooking = Type.Static<typeof StaffBooking>;

/** An invitation as staff see it on the application. */
export const StaffInvitation = Type.Object({
  invitationId: Type.Integer(),
  applicationId: Type.Integer(),
  title: Type.String(),
  mode: Type.Enum(INTERVIEW_MODES),
  location: Type.String(),
  timeZone: Type.String(),
  status: Type.Enum(INVITATION_STATUSES),
  expiresAt: Millis,
  slotCount: Type.Integer(),
  interviewers: Type.Array(Interviewer),
  booking: Nullable(StaffBooking),
  slotPicker: Nullable(SlotPickerConfig),
});
export type StaffInvitation = Type.Static<typeof StaffInvitation>;
export const StaffInvitationList = Type.Array(StaffInvitation);
export type StaffInvitationList = Type.Static<typeof StaffInvitationList>;

export const StaffApplicationInvitationParams = Type.Object({
  client: ClientKey,
  applicationId: IdParam,
});
export type StaffApplicationInvitationParams = Type.Static<typeof StaffApplicationInvitationParams>;

/** A booked interview on the staff calendar. */
export const CalendarSession = Type.Object({
  bookingId: Type.Integer(),
  invitationId: Type.Integer(),
  applicationId: Type.Integer(),
  candidateName: Type.String(),
  jobTitle: Type.String(),
  title: Type.String(),
  mode: Type.Enum(INTERVIEW_MODES),
  location: Type.String(),
  /** The interview's own zone (the candidate's view); the calendar shows its user's. */
  timeZone: Type.String(),
  startsAt: Millis,
  endsAt: Millis,
  interviewers: Type.Array(Type.String()),
});
export type CalendarSession = Type.Static<typeof CalendarSession>;
export const CalendarSessionList = Type.Array(CalendarSession);
export type CalendarSessionList = Type.Static<typeof CalendarSessionList>;

export const CALENDAR_WINDOW_MAX_DAYS = 42;

/** The sessions overlapping [from, to): at most six weeks. */
export const CalendarSessionQuery = Type.Object({ from: EpochMillisInput, to: EpochMillisInput });
export type CalendarSessionQuery = Type.Static<typeof CalendarSessionQuery>;

export const StaffCalendarParams = Type.Object({ client: ClientKey });
export type StaffCalendarParams = Type.Static<typeof StaffCalendarParams>;

export const CalendarInvitationParams = Type.Object({ client: ClientKey, invitationId: IdParam });
export type CalendarInvitationParams = Type.Static<typeof CalendarInvitationParams>;

/** Staff book the candidate at a time (or move the booking there): a reschedule. */
export const CalendarBookBody = Type.Object({ invitationId: IdParam, startsAt: EpochMillisInput });
export type CalendarBookBody = Type.Static<typeof CalendarBookBody>;

export const CalendarCancelBody = Type.Object({ invitationId: IdParam });
export type CalendarCancelBody = Type.Static<typeof CalendarCancelBody>;

/** The candidate's own invitation on the dashboard's interviews tab. */
export const CandidateInvitation = Type.Object({
  invitationId: Type.Integer(),
  applicationId: Type.Integer(),
  jobTitle: Type.String(),
  title: Type.String(),
  mode: Type.Enum(INTERVIEW_MODES),
  timeZone: Type.String(),
  status: Type.Enum(INVITATION_STATUSES),
  expiresAt: Millis,
  interviewers: Type.Array(Type.String()),
  /** The booked time; null while none is. */
  booking: Nullable(GeneratedSlot),
  /** The booking link's hash (`/apply/slot-book/?hash=`); null once the invitation expired. */
  hash: Nullable(Type.String()),
});
export type CandidateInvitation = Type.Static<typeof CandidateInvitation>;
export const CandidateInvitationList = Type.Array(CandidateInvitation);
export type CandidateInvitationList = Type.Static<typeof CandidateInvitationList>;

export const CandidateInvitationParams = Type.Object({ client: ClientKey, invitationId: IdParam });
export type CandidateInvitationParams = Type.Static<typeof CandidateInvitationParams>;
