/**
 * Interview slot booking (issue 24; spec 2 §2 `/apply/slot-book/`, §3 Slot: slotId,
 * folderId, hash; §4 slot book/cancel, interview invitation accept/reject). The candidate's
 * calls carry the signed hash of the e-mailed link instead of a sign-in; staff create an
 * invitation with its slots for an application. Times are epoch milliseconds (instants);
 * `timeZone` is the interview's IANA zone, the one the page shows them in.
 */
import Type from 'typebox';
import { ClientKey, EpochMillisInput, IdParam } from './common.js';
import { INTERVIEW_MODES } from './dashboard.js';
import { SlotPickerConfig } from './slot-picker.js';

const Millis = Type.Integer({ description: 'epoch milliseconds' });

export const INVITATION_STATUSES = ['invited', 'accepted', 'rejected'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The signed hash of the e-mailed link: a compact JWS. */
export const SlotLinkHash = Type.String({ minLength: 1, maxLength: 2048 });

export const SlotLinkBody = Type.Object({ hash: SlotLinkHash });
export type SlotLinkBody = Type.Static<typeof SlotLinkBody>;

export const SlotBookBody = Type.Object({ hash: SlotLinkHash, slotId: IdParam });
export type SlotBookBody = Type.Static<typeof SlotBookBody>;

export const SlotBookParams = Type.Object({ client: ClientKey });
export type SlotBookParams = Type.Static<typeof SlotBookParams>;

/** One slot as the candidate sees it: no other candidate's booking, only what is left. */
export const OfferedSlot = Type.Object({
  slotId: Type.Integer(),
  startsAt: Millis,
  endsAt: Millis,
  seatsLeft: Type.Integer({ minimum: 0 }),
  /** This candidate holds a seat in it. */
  bookedByMe: Type.Boolean(),
});
export type OfferedSlot = Type.Static<typeof OfferedSlot>;

export const SlotInvitation = Type.Object({
  invitationId: Type.Integer(),
  jobTitle: Type.String(),
  title: Type.String(),
  mode: Type.Enum(INTERVIEW_MODES),
  location: Type.String(),
  timeZone: Type.String(),
  status: Type.Enum(INVITATION_STATUSES),
  expiresAt: Millis,
  /** The booked slot's id; null while none is booked. */
  bookedSlotId: Type.Union([Type.Integer(), Type.Null()]),
  slots: Type.Array(OfferedSlot),
});
export type SlotInvitation = Type.Static<typeof SlotInvitation>;

/** A new slot, from staff. */
export const NewSlot = Type.Object({
  startsAt: EpochMillisInput,
  endsAt: EpochMillisInput,
  capacity: Type.Integer({ minimum: 1, maximum: 100 }),
});
export type NewSlot = Type.Static<typeof NewSlot>;

/** Staff invite an application's candidate to book one of these slots. */
export const NewInvitationBody = Type.Object({
  applicationId: IdParam,
  title: Type.String({ minLength: 1, maxLength: 200 }),
  mode: Type.Enum(INTERVIEW_MODES),
  location: Type.String({ maxLength: 500 }),
  /** IANA time zone the slots are shown in, e.g. `Europe/Paris`. */
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  /** New slots for this requisition. */
  slots: Type.Array(NewSlot, { maxItems: 50 }),
  /** Slots of the same requisition already offered to others (a shared capacity). */
  slotIds: Type.Array(IdParam, { maxItems: 50 }),
  language: Type.Optional(Type.String({ minLength: 2, maxLength: 5 })),
  /** Staff users who hold the interview (decision 0050); shown to the candidate by name. */
  interviewerIds: Type.Optional(Type.Array(IdParam, { maxItems: 10, uniqueItems: true })),
  /** Slots generated from working hours (decision 0050), added to `slots`. */
  slotPicker: Type.Optional(SlotPickerConfig),
});
export type NewInvitationBody = Type.Static<typeof NewInvitationBody>;

export const CreatedInvitation = Type.Object({
  invitationId: Type.Integer(),
  slotIds: Type.Array(Type.Integer()),
  expiresAt: Millis,
});
export type CreatedInvitation = Type.Static<typeof CreatedInvitation>;

export const StaffInvitationParams = Type.Object({ client: ClientKey });
export type StaffInvitationParams = Type.Static<typeof StaffInvitationParams>;
