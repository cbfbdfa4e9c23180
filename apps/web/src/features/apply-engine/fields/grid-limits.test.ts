import type { GridField } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { gridLimits } from './grid-limits';

const grid = (minRowCount: number, maxRowCount: number): GridField => ({
  name: 'education',
  widget: 'grid',
  title: 'Education',
  minRowCount,
  maxRowCount,
  columns: [{ name: 'institution', widget: 'text', title: 'Institution' }],
});

describe('grid limits (spec 2 §5)', () => {
  it('is below the minimum until minRowCount rows exist', () => {
    expect(gridLimits(grid(2, 0), 1)).toMatchObject({ belowMinimum: true, canAdd: true });
    expect(gridLimits(grid(2, 0), 2)).toMatchObject({ belowMinimum: false });
  });

  it('reaches the maximum at maxRowCount rows and then adds no more', () => {
    expect(gridLimits(grid(0, 3), 2)).toMatchObject({ atMaximum: false, canAdd: true });
    expect(gridLimits(grid(0, 3), 3)).toMatchObject({ atMaximum: true, canAdd: false });
  });

  it('treats 0 as no limit', () => {
    expect(gridLimits(grid(0, 0), 0)).toMatchObject({ belowMinimum: false, atMaximum: false });
    expect(gridLimits(grid(0, 0), 500)).toMatchObject({ atMaximum: false, canAdd: true });
  });
});
