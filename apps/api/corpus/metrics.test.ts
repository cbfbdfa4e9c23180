import { describe, expect, it } from 'vitest';
import { FieldTally, countList, countSingle, normalise, percentile, score } from './metrics.js';

describe('field metrics', () => {
  it('compares values without case, accents, punctuation or spacing', () => {
    expect(normalise('Telefónica, S.A.')).toBe(normalise('TELEFONICA SA'));
    expect(normalise('+1 (415) 555-0132')).toBe('14155550132');
  });

  it('counts a single value: right, wrong, missing, invented', () => {
    expect(countSingle('Ana', 'ana')).toEqual({
      truePositives: 1,
      falsePositives: 0,
      falseNegatives: 0,
    });
    expect(countSingle('Ana', 'Eva')).toEqual({
      truePositives: 0,
      falsePositives: 1,
      falseNegatives: 1,
    });
    expect(countSingle('Ana', '')).toEqual({
      truePositives: 0,
      falsePositives: 0,
      falseNegatives: 1,
    });
    expect(countSingle('', 'Eva')).toEqual({
      truePositives: 0,
      falsePositives: 1,
      falseNegatives: 0,
    });
    expect(countSingle('', '')).toEqual({ truePositives: 0, falsePositives: 0, falseNegatives: 0 });
  });

  it('matches list values one to one', () => {
    expect(countList(['Acme', 'Acme', 'Globex'], ['acme', 'Initech'])).toEqual({
      truePositives: 1,
      falsePositives: 1,
      falseNegatives: 2,
    });
  });

  it('sums counts per field into precision and recall', () => {
    const tally = new FieldTally();
    tally.add('name', countSingle('Ana', 'Ana'));
    tally.add('name', countSingle('Eva', 'Eve'));
    tally.add('name', countSingle('Max', ''));
    expect(tally.scores()['name']).toMatchObject({ precision: 0.5, recall: 1 / 3 });
    expect(score({ truePositives: 0, falsePositives: 0, falseNegatives: 0 })).toMatchObject({
      precision: 1,
      recall: 1,
    });
  });

  it('takes percentiles by nearest rank', () => {
    const values = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile([42], 50)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });
});
