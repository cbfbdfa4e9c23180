/** An invitation as the candidate's page shows it: its slots and seats, never other people. */
import { INTERVIEW_MODES, INVITATION_STATUSES, type SlotInvitation } from '@talentgate/domain';
import type { InvitationWithPeople, SlotWithSeats } from '../../stores/interview-slot-store.js';

export function presentInvitation(
  found: InvitationWithPeople,
  slots: SlotWithSeats[],
  bookedSlotId: number | null,
): SlotInvitation {
  const { invitation } = found;
  return {
    invitationId: invitation.id,
    jobTitle: found.jobTitle,
    title: invitation.title,
    mode: INTERVIEW_MODES.find((mode) => mode === invitation.mode) ?? 'onsite',
    location: invitation.location,
    timeZone: invitation.timeZone,
    status: INVITATION_STATUSES.find((status) => status === invitation.status) ?? 'invited',
    expiresAt: invitation.expiresAt.getTime(),
    bookedSlotId,
    slots: slots.map(({ slot, booked }) => ({
      slotId: slot.id,
      startsAt: slot.startsAt.getTime(),
      endsAt: slot.endsAt.getTime(),
      seatsLeft: Math.max(0, slot.capacity - booked),
      bookedByMe: slot.id === bookedSlotId,
    })),
  };
}
