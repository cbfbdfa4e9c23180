import { describe, expect, it } from 'vitest';
import { contactProblems } from './contact-draft';

const valid = { firstName: 'Jane', lastName: 'Doe', phone1: '' };

describe('the contact form rules', () => {
  it('accepts names with no phone, or a phone of 9 to 14 digits', () => {
    expect(contactProblems(valid)).toEqual({});
    expect(contactProblems({ ...valid, phone1: '+44 20 7946 0958' })).toEqual({});
    expect(contactProblems({ ...valid, phone1: '123456789' })).toEqual({});
  });

  it('requires both names and refuses a phone of too few or too many digits or letters', () => {
    expect(contactProblems({ firstName: ' ', lastName: '', phone1: '' })).toEqual({
      firstName: 'required',
      lastName: 'required',
    });
    expect(contactProblems({ ...valid, phone1: '12345678' })).toEqual({ phone1: 'invalid' });
    expect(contactProblems({ ...valid, phone1: '123456789012345' })).toEqual({
      phone1: 'invalid',
    });
    expect(contactProblems({ ...valid, phone1: '555-CALL-NOW' })).toEqual({ phone1: 'invalid' });
  });
});
