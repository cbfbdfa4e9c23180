import { describe, expect, it } from 'vitest';
import { signatureMatches } from './signature.js';

describe('a typed signature (spec 2 §5: first plus last name)', () => {
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
