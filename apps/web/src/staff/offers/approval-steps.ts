import type { ApprovalStepKind } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';

/** The chain steps found from the org hierarchy when an offer is sent (decision 0051). */
export const HIERARCHY_STEPS = ['department_managers', 'location_managers'] as const;
export type HierarchyStep = (typeof HIERARCHY_STEPS)[number];

const HIERARCHY_LABELS = {
  department_managers: 'offers.departmentManagers',
  location_managers: 'offers.locationManagers',
} as const;

export const isHierarchyStep = (value: string): value is HierarchyStep =>
  HIERARCHY_STEPS.some((kind) => kind === value);

/** How a chain step reads: the approver's name, or whose managers the hierarchy step asks. */
export function useStepLabel(): (step: { kind: ApprovalStepKind; name: string }) => string {
  const { t } = useTranslation('staff');
  return (step) => (step.kind === 'staff' ? step.name : t(HIERARCHY_LABELS[step.kind]));
}
