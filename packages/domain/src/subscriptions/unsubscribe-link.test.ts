import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planActionPreferences, unsubscribeTokenEmail } from './unsubscribe-link.js';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: unknown) => `${part({ alg: 'ES256' })}.${part(claims)}.c2ln`;

describe('unsubscribe token e-mail (spec 1 §5)', () => {
  it('reads the e-mail of the token', () => {
    expect(unsubscribeTokenEmail(token({ sub: 'Jane.Doe@Example.com' }))).toBe(
      'jane.doe@example.com',
    );
    expect(unsubscribeTokenEmail(token({ sub: 'josé@exämple.com' }))).toBeNull();
  });

  it('is null for anything that does not decode to an e-mail', () => {
    expect(unsubscribeTokenEmail(null)).toBeNull();
    expect(unsubscribeTokenEmail('')).toBeNull();
    expect(unsubscribeTokenEmail(token({ sub: 'jane' }))).toBeNull();
    expect(unsubscribeTokenEmail(token({ email: 'jane@example.com' }))).toBeNull();
    expect(
      unsubscribeTokenEmail(`a.${Buffer.from('not json').toString('base64url')}.c`),
    ).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const email = unsubscribeTokenEmail(text);
        expect(email === null || email.includes('@')).toBe(true);
      }),
    );
  });
});

describe('action preferences (spec 1 §8)', () => {
  const plan = (query: string) => planActionPreferences(new URLSearchParams(query));

  it('answers bad request for a missing or unknown action', () => {
    expect(plan('')).toEqual({ kind: 'answer', outcome: 'badRequest' });
    expect(plan('action=subscribe&email=a@b.co')).toEqual({
      kind: 'answer',
      outcome: 'badRequest',
    });
  });

  it('answers unsupported media for unsubscribe without an e-mail', () => {
    expect(plan('action=unsubscribe')).toEqual({ kind: 'answer', outcome: 'unsupportedMedia' });
    expect(plan('action=unsubscribe&email=%20')).toEqual({
      kind: 'answer',
      outcome: 'unsupportedMedia',
    });
  });

  it('fails without a signature, and calls with one', () => {
    expect(plan('action=unsubscribe&email=a@b.co')).toEqual({ kind: 'answer', outcome: 'failure' });
    expect(plan('action=unsubscribe&email=a@b.co&signature=x.y.z')).toEqual({
      kind: 'call',
      action: 'unsubscribe',
      email: 'a@b.co',
      signature: 'x.y.z',
    });
  });
});
