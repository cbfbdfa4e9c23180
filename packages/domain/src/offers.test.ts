import { describe, expect, it } from 'vitest';
import { fillOfferVariables, isOfferExpired } from './offers.js';

describe('offer variables', () => {
  const values = {
    firstName: 'Jane',
    lastName: 'Doe',
    jobTitle: 'Nurse',
    company: 'Acme',
    salary: 'USD 1',
    startDate: 'March 1, 2031',
    bonus: '',
    expiryDate: 'May 1, 2030',
  };

  it('fills known variables and leaves unknown ones as written', () => {
    expect(fillOfferVariables('Dear {{firstName}}, {{ jobTitle }} at {{company}}', values)).toBe(
      'Dear Jane, Nurse at Acme',
    );
    expect(fillOfferVariables('{{unknown}} {{salary}}', values)).toBe('{{unknown}} USD 1');
  });

  it('reads an offer as expired from its expiry on', () => {
    expect(isOfferExpired(null, 10)).toBe(false);
    expect(isOfferExpired(11, 10)).toBe(false);
    expect(isOfferExpired(10, 10)).toBe(true);
  });
});
