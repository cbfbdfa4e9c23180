import { describe, expect, it } from 'vitest';
import { answerLines, fieldTitle, type Field } from './answer-text';

const words = { yes: 'Yes', no: 'No', empty: '—' };
const filing: Field = {
  name: 'filingStatus',
  title: 'Filing status',
  titleTranslations: { es: 'Estado civil tributario' },
  widget: 'select',
  options: [{ value: 'single', label: 'Single', labelTranslations: { es: 'Soltero' } }],
};
const contacts: Field = {
  name: 'emergencyContacts',
  title: 'Emergency contacts',
  widget: 'grid',
  columns: [
    { name: 'contactName', title: 'Name', widget: 'text' },
    { name: 'primary', title: 'Primary', widget: 'checkbox' },
  ],
};

describe('an onboarding answer as staff read it', () => {
  it('names a choice by its label, in the console’s language when the form has it', () => {
    expect(answerLines(filing, 'single', 'en', words)).toEqual(['Single']);
    expect(answerLines(filing, 'single', 'es', words)).toEqual(['Soltero']);
    expect(fieldTitle(filing, 'es')).toBe('Estado civil tributario');
    expect(fieldTitle(filing, 'fr')).toBe('Filing status');
  });

  it('writes one line per grid row, each column named, an empty cell as empty', () => {
    const rows = [
      { contactName: 'Olive Quinn', primary: 't' },
      { contactName: 'Ray Quinn', primary: 'f' },
      { primary: '' },
    ];
    expect(answerLines(contacts, rows, 'en', words)).toEqual([
      'Name: Olive Quinn · Primary: Yes',
      'Name: Ray Quinn · Primary: No',
      'Name: — · Primary: —',
    ]);
  });

  it('gives no line for nothing typed, and lists several choices in one', () => {
    const text: Field = { name: 'note', title: 'Note', widget: 'text' };
    expect(answerLines(text, '', 'en', words)).toEqual([]);
    expect(answerLines(text, null, 'en', words)).toEqual([]);
    expect(answerLines(contacts, null, 'en', words)).toEqual([]);
    expect(
      answerLines({ ...filing, widget: 'multiselect' }, ['single', 'other'], 'en', words),
    ).toEqual(['Single, other']);
  });
});
