import type { StaffRequisitionStatus } from '@talentgate/domain';
import type { TFunction } from 'i18next';

export function requisitionStatusLabel(
  t: TFunction<'staff'>,
  status: StaffRequisitionStatus,
): string {
  return t(`requisitionStatus.${status}`);
}
