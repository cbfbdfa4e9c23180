import { describe, expect, it } from 'vitest';
import { CANDIDATE } from '../../test/fake-api';
import { contactLines } from './contact-lines';

describe('contactLines', () => {
  it('lists e-mail, phone and location', () => {
    expect(contactLines(CANDIDATE)).toEqual([
      { field: 'email', value: 'jane.doe@example.com' },
      { field: 'phone', value: '5551234567' },
      { field: 'location', value: 'Austin, TX 73301, United States' },
    ]);
  });

  it('skips what the profile lacks', () => {
    const sparse = {
      ...CANDIDATE,
      phone1: ' ',
      city: null,
      state: null,
      zip: null,
      country: 'France',
    };
    expect(contactLines(sparse)).toEqual([
      { field: 'email', value: 'jane.doe@example.com' },
      { field: 'location', value: 'France' },
    ]);
  });
});
