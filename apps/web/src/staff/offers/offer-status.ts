import type { StaffOffer } from '@talentgate/domain';
import type { TFunction } from 'i18next';

/** An offer's status in the console's language. */
export const offerStatusLabel = (t: TFunction<'staff'>, status: StaffOffer['status']) =>
  t(`offers.status.${status}`);
