import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromAreaOfInterestEntries, toAreaOfInterestEntries } from './area-of-interest.js';

describe('area of interest on send (spec 1 §3)', () => {
  it('turns the list into entries with usersId null, marking system-generated ones', () => {
    expect(
      toAreaOfInterestEntries({ areaOfInterestList: ['Engineering', 'Sales'] }, new Set(['Sales'])),
    ).toEqual([
      { usersId: null, areaOfInterest: 'Engineering' },
      { usersId: null, areaOfInterest: 'Sales', isSystemGenerated: 1 },
    ]);
  });

  it('uses areaInterest when the list is empty or missing', () => {
    expect(toAreaOfInterestEntries({ areaInterest: 'Design', areaOfInterestList: [] })).toEqual([
      { usersId: null, areaOfInterest: 'Design' },
    ]);
    expect(toAreaOfInterestEntries({ areaInterest: 'Design' })).toEqual([
      { usersId: null, areaOfInterest: 'Design' },
    ]);
    expect(toAreaOfInterestEntries({ areaInterest: null, areaOfInterestList: null })).toEqual([]);
  });

  it('drops empty and repeated names', () => {
    expect(toAreaOfInterestEntries({ areaOfInterestList: ['A', '', 'A', 'B'] })).toEqual([
      { usersId: null, areaOfInterest: 'A' },
      { usersId: null, areaOfInterest: 'B' },
    ]);
  });
});

describe('area of interest on receive (spec 1 §3)', () => {
  it('is null for both when the list is empty', () => {
    expect(fromAreaOfInterestEntries([])).toEqual({ areaInterest: null, areaOfInterestList: null });
  });

  it('sets areaInterest only when there is exactly one', () => {
    expect(fromAreaOfInterestEntries([{ areaOfInterest: 'Design' }])).toEqual({
      areaInterest: 'Design',
      areaOfInterestList: ['Design'],
    });
    expect(
      fromAreaOfInterestEntries([{ areaOfInterest: 'Design' }, { areaOfInterest: 'Sales' }]),
    ).toEqual({ areaInterest: null, areaOfInterestList: ['Design', 'Sales'] });
  });

  it('gives back the names that were sent, in order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1 }), (names) => {
        const received = fromAreaOfInterestEntries(
          toAreaOfInterestEntries({ areaOfInterestList: names }),
        );
        expect(received.areaOfInterestList).toEqual(names);
      }),
    );
  });
});
