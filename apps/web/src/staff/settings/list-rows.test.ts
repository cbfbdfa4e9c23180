import { describe, expect, it } from 'vitest';
import { itemOf, rowOf } from './list-rows';

describe('a list item in the list editor', () => {
  it('comes back as it was when nothing is edited, translations the editor hides included', () => {
    const item = {
      value: 'ENG',
      label: 'Engineering',
      labels: { es: 'Ingeniería', 'pt-br': 'Engenharia' },
      active: false,
    };
    expect(itemOf(rowOf(item))).toEqual(item);
    expect(itemOf(rowOf({ value: 'X', label: 'X' }))).toEqual({ value: 'X', label: 'X' });
  });

  it('drops an emptied translation and trims what was typed', () => {
    const row = rowOf({ value: 'A', label: 'A', labels: { fr: 'Un', ar: 'أ' } });
    row.labels['fr'] = '  ';
    row.label = ' Alpha ';
    expect(itemOf(row)).toEqual({ value: 'A', label: 'Alpha', labels: { ar: 'أ' } });
  });
});
