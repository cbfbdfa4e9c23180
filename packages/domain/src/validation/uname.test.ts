import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidUname,
  normalizeUname,
  passesUnameExtraCheck,
  UNAME_MESSAGES,
  unameProblem,
} from './uname.js';

const localChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_-'.split(''));
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const suffix = fc.stringMatching(/^[a-z]{2,6}$/);
const validUname = fc
  .tuple(
    fc.array(localChar, { minLength: 2, maxLength: 30 }),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    suffix,
  )
  .map(([local, labels, tld]) => `${local.join('')}@${labels.join('.')}.${tld}`)
  .filter((uname) => uname.length <= 75);

describe('uname rules (spec 1 §5)', () => {
  it('has the spec\u2019s messages', () => {
    expect(UNAME_MESSAGES).toEqual({
      required: 'User Name / Email is required.',
      invalid: 'Invalid email address.',
      tooLong: 'User Name / Email is too long, maximum 75 chars',
    });
  });

  it.each([
    ['jane.doe@example.com'],
    ["o'brien@example.ie"],
    ['a+b@mail.example.co'],
    ['x@example.com'],
    ['  Jane.Doe@Example.COM  '],
  ])('accepts %s', (value) => expect(unameProblem(value)).toBeNull());

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [`${'a'.repeat(30)}@${'b'.repeat(41)}.com`, 'tooLong'],
    [`${'a'.repeat(30)}@${'b'.repeat(40)}.com`, null],
    [`${'a'.repeat(31)}@example.com`, 'invalid'],
    ['.jane@example.com', 'invalid'],
    ['jane.@example.com', 'invalid'],
    ['ja..ne@example.com', 'invalid'],
    ['ja++ne@example.com', 'invalid'],
    ["o'bri'en@example.com", 'invalid'],
    ['+@example.com', 'invalid'],
    ["'@example.com", 'invalid'],
    ['jane@@example.com', 'invalid'],
    ['jane@-example.com', 'invalid'],
    ['jane@.example.com', 'invalid'],
    ['jane@example-.com', 'invalid'],
    ['jane@example..com', 'invalid'],
    ['jane@example.c', 'invalid'],
    ['jane@example.c0m', 'invalid'],
    ['jane example@example.com', 'invalid'],
    ['jane@exa_mple.com', 'invalid'],
  ])('judges %j as %s', (value, problem) => expect(unameProblem(value)).toBe(problem));

  it('lets an empty value pass the extra check (required is a separate rule)', () => {
    expect(passesUnameExtraCheck('')).toBe(true);
  });

  it('accepts every well-formed address, in any case and with surrounding spaces', () => {
    fc.assert(
      fc.property(validUname, fc.boolean(), (uname, shout) => {
        const typed = ` ${shout ? uname.toUpperCase() : uname} `;
        expect(isValidUname(typed)).toBe(true);
        expect(normalizeUname(typed)).toBe(uname);
      }),
    );
  });

  it('rejects anything longer than 75 characters, and anything with a second @', () => {
    fc.assert(
      fc.property(validUname, fc.string({ minLength: 76, maxLength: 120 }), (uname, long) => {
        expect(unameProblem(long)).not.toBeNull();
        expect(isValidUname(uname.replace('@', '@@'))).toBe(false);
      }),
    );
  });

  it('never accepts whitespace or control characters inside the value', () => {
    fc.assert(
      fc.property(
        validUname,
        fc.constantFrom(' ', '\t', '\n', '\u0000'),
        fc.nat(),
        (uname, bad, at) => {
          const position = 1 + (at % (uname.length - 1));
          expect(isValidUname(uname.slice(0, position) + bad + uname.slice(position))).toBe(false);
        },
      ),
    );
  });
});
