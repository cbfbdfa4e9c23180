import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ListsFile } from './contract/lists.js';
import { LIST_CACHE_MS, listItemLabel } from './lists.js';

describe('list item labels', () => {
  const item = {
    label: 'Nursing & Care',
    labels: { es: 'Enfermería y cuidados', pt: 'Enfermagem' },
  };

  it('shows the translation of the language, else the default label', () => {
    expect(listItemLabel(item, 'es')).toBe('Enfermería y cuidados');
    expect(listItemLabel(item, 'fr')).toBe('Nursing & Care');
    expect(listItemLabel({ label: 'Yes' }, 'ar')).toBe('Yes');
  });

  it('falls back from a regional language to its base language', () => {
    expect(listItemLabel(item, 'pt-BR')).toBe('Enfermagem');
  });
});

describe('list constants', () => {
  it('keeps lists in the browser for 5 hours (spec 2 §9)', () => {
    expect(LIST_CACHE_MS).toBe(5 * 60 * 60 * 1000);
  });
});

describe('the lists file schema', () => {
  const valid = {
    version: 1,
    lists: [{ name: 'YesNo', items: [{ value: 't', label: 'Yes', labels: { es: 'Sí' } }] }],
  };

  it('accepts a well-formed file', () => {
    expect(Value.Check(ListsFile, valid)).toBe(true);
  });

  it('refuses unknown fields, bad names and bad label languages', () => {
    expect(Value.Check(ListsFile, { ...valid, extra: 1 })).toBe(false);
    expect(Value.Check(ListsFile, { version: 1, lists: [{ name: '1st', items: [] }] })).toBe(false);
    expect(
      Value.Check(ListsFile, {
        version: 1,
        lists: [
          { name: 'YesNo', items: [{ value: 't', label: 'Yes', labels: { Spanish: 'Sí' } }] },
        ],
      }),
    ).toBe(false);
    expect(
      Value.Check(ListsFile, {
        version: 1,
        lists: [{ name: 'YesNo', items: [{ value: '', label: 'Yes' }] }],
      }),
    ).toBe(false);
  });
});
