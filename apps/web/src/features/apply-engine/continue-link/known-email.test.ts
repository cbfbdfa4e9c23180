import { describe, expect, it } from 'vitest';
import { knownEmail, type FormWithFields } from './known-email';

const form = (applyFormId: number, fields: { name: string; widget: string }[]): FormWithFields => ({
  applyFormId,
  formMetaData: { fields },
});

describe('knownEmail', () => {
  const forms = [
    form(1, [
      { name: 'firstName', widget: 'text' },
      { name: 'uname', widget: 'email' },
    ]),
    form(2, [{ name: 'managerEmail', widget: 'email' }]),
  ];

  it('is the first e-mail field answered, in form order', () => {
    expect(knownEmail(forms, { '2': { managerEmail: 'boss@example.com' } })).toBe(
      'boss@example.com',
    );
    expect(
      knownEmail(forms, {
        '1': { uname: ' ada@example.com ', firstName: 'Ada' },
        '2': { managerEmail: 'boss@example.com' },
      }),
    ).toBe('ada@example.com');
  });

  it('is empty when no e-mail was given', () => {
    expect(knownEmail(forms, {})).toBe('');
    expect(knownEmail(forms, { '1': { uname: '  ', firstName: 'Ada' } })).toBe('');
  });
});
