import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_NAME_MAX_LENGTH, fileExtension, keptAttachmentName } from './file-name.js';

const allowedCharacter = fc.constantFrom(..."abcXYZ019-_.!~*'()% éñأ".split(''));
const allowedName = fc
  .array(allowedCharacter, { minLength: 1, maxLength: 120 })
  .map((chars) => chars.join(''))
  .filter((name) => name.trim().length > 0 && !/%[0-9a-f]{2}/i.test(name));

describe('keptAttachmentName', () => {
  it('keeps names of allowed characters, trimmed to their last 60 characters', () => {
    fc.assert(
      fc.property(allowedName, (name) => {
        const kept = keptAttachmentName(name);
        expect(kept).not.toBeNull();
        expect(Array.from(kept ?? '').length).toBeLessThanOrEqual(ATTACHMENT_NAME_MAX_LENGTH);
        expect(name.trim().endsWith(kept ?? '')).toBe(true);
      }),
    );
  });

  it('refuses any name holding another character', () => {
    const forbidden = fc.constantFrom(
      '/',
      '\\',
      '<',
      '>',
      '"',
      ':',
      ';',
      '\u0000',
      '\n',
      '|',
      '?',
      '&',
      '$',
      '`',
    );
    fc.assert(
      fc.property(allowedName, forbidden, allowedName, (before, bad, after) => {
        expect(keptAttachmentName(`${before}${bad}${after}`)).toBeNull();
      }),
    );
  });

  it('URL-decodes the name and restores its spaces', () => {
    expect(keptAttachmentName('My%20CV%20(2024).pdf')).toBe('My CV (2024).pdf');
    expect(keptAttachmentName('My+CV.pdf')).toBe('My CV.pdf');
    expect(keptAttachmentName('100%25 done.txt')).toBe('100% done.txt');
    // Encoded forbidden characters are still forbidden once decoded.
    expect(keptAttachmentName('..%2F..%2Fetc%2Fpasswd')).toBeNull();
  });

  it('keeps the end of a long name, where its extension is', () => {
    const name = `${'a'.repeat(100)}-resume.pdf`;
    const kept = keptAttachmentName(name);
    expect(kept).toHaveLength(60);
    expect(kept?.endsWith('-resume.pdf')).toBe(true);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(allowedName, (name) => {
        const kept = keptAttachmentName(name);
        if (kept !== null) expect(keptAttachmentName(kept)).toBe(kept);
      }),
    );
  });
});

describe('fileExtension', () => {
  it('reads the lower-cased extension', () => {
    expect(fileExtension('CV.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
  });
});
