/**
 * Grid row limits (spec 2 §5 "Grids"): an information message while there are fewer rows
 * than minRowCount, a warning once maxRowCount is reached (and no more rows can be added);
 * 0 means no limit. The form's own messages win over the defaults.
 */
import type { GridField } from '@talentgate/domain';

export interface GridLimits {
  /** Fewer rows than the minimum: show the minimum message. */
  belowMinimum: boolean;
  /** The maximum is reached: show the maximum message and stop adding. */
  atMaximum: boolean;
  canAdd: boolean;
  minimum: number;
  maximum: number;
}

export function gridLimits(field: GridField, rowCount: number): GridLimits {
  const minimum = field.minRowCount ?? 0;
  const maximum = field.maxRowCount ?? 0;
  const belowMinimum = minimum > 0 && rowCount < minimum;
  const atMaximum = maximum > 0 && rowCount >= maximum;
  return { belowMinimum, atMaximum, canAdd: !atMaximum, minimum, maximum };
}
