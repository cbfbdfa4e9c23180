import { describe, expect, it } from 'vitest';
import { fillOfferVariables, isOfferExpired, signatureMatches } from './offers.js';

describe('the offer signature (spec 2 §5: first plus last name)', () => {
  it('matches the name whatever the case and spacing', () => {
    expect(signatureMatches('Jane Doe', 'Jane', 'Doe')).toBe(true);
    expect(signatureMatches('  jane   DOE ', 'Jane', 'Doe')).toBe(true);
    expect(signatureMatches('José Núñez', 'Jose\u0301', 'Núñez')).toBe(true);
  });

  it('refuses another name, a part of it, or a candidate without a name', () => {
    expect(signatureMatches('Jane Smith', 'Jane', 'Doe')).toBe(false);
    expect(signatureMatches('Jane', 'Jane', 'Doe')).toBe(false);
    expect(signatureMatches('Doe Jane', 'Jane', 'Doe')).toBe(false);
    expect(signatureMatches('', null, null)).toBe(false);
    expect(signatureMatches(' ', null, null)).toBe(false);
  });
});

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
