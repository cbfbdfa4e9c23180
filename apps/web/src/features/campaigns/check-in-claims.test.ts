import { describe, expect, it } from 'vitest';
import { checkInClaims } from './check-in-claims';

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: unknown) => `${segment({ alg: 'ES256' })}.${segment(claims)}.c2ln`;

describe('check-in token claims', () => {
  it('reads the e-mail and names, whatever their script', () => {
    expect(
      checkInClaims(
        token({ email: 'ada@example.com', given_name: 'عائشة', family_name: 'Lovelace' }),
      ),
    ).toEqual({ email: 'ada@example.com', firstName: 'عائشة', lastName: 'Lovelace' });
  });

  it('reads nothing from what is not a token with those claims', () => {
    expect(checkInClaims('not-a-token')).toBeNull();
    expect(checkInClaims(token({ email: 'a@b.c' }))).toBeNull();
    expect(checkInClaims('a.%%%.c')).toBeNull();
  });
});
