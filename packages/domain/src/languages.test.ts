import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageCodeId, languageOfCodeId } from './languages.js';

const code = fc.stringMatching(/^[a-z]{2}(-[a-z]{2})?$/);

describe('language code ids (spec 2 §3 "Language")', () => {
  it('gives the site languages small, fixed ids', () => {
    expect(languageCodeId('en')).toBe(4 * 26 + 13 + 1);
    expect(languageCodeId('ES')).toBe(languageCodeId('es'));
    expect(languageCodeId('aa')).toBe(1);
    expect(languageCodeId('zz')).toBe(676);
    expect(languageCodeId('pt-br')).toBe((1 * 26 + 17 + 1) * 676 + (15 * 26 + 19) + 1);
  });

  it('has no id for what is not a language code', () => {
    for (const text of ['', 'e', 'eng', 'e1', 'es-', 'es-ES-x', 'és']) {
      expect(languageCodeId(text), text).toBeNull();
    }
    for (const id of [0, -1, 1.5, 676 * 677 + 1])
      expect(languageOfCodeId(id), String(id)).toBeNull();
  });

  it('turns every code into one id and back', () => {
    fc.assert(
      fc.property(code, (language) => {
        const id = languageCodeId(language);
        expect(id).not.toBeNull();
        expect(languageOfCodeId(id ?? 0)).toBe(language);
      }),
    );
  });

  it('never gives two codes the same id', () => {
    fc.assert(
      fc.property(code, code, (a, b) => {
        if (a !== b) expect(languageCodeId(a)).not.toBe(languageCodeId(b));
      }),
    );
  });
});
