import { describe, expect, it } from 'vitest';
import { parseDescription } from './job-description.js';

describe('parseDescription', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseDescription('First line\nwraps here.\n\nSecond paragraph.')).toEqual([
      { kind: 'paragraph', text: 'First line wraps here.' },
      { kind: 'paragraph', text: 'Second paragraph.' },
    ]);
  });

  it('reads sub-headings and list items, even without blank lines between them', () => {
    const text = 'About us.\n\nWhat you will do:\n- Build APIs\n- Review code\nThen more text.';
    expect(parseDescription(text)).toEqual([
      { kind: 'paragraph', text: 'About us.' },
      { kind: 'heading', text: 'What you will do' },
      { kind: 'list', items: ['Build APIs', 'Review code'] },
      { kind: 'paragraph', text: 'Then more text.' },
    ]);
  });

  it('keeps a long sentence ending with a colon as a paragraph', () => {
    const sentence = `${'We are looking for someone who enjoys working with many teams '.repeat(2)}and:`;
    expect(parseDescription(sentence)).toEqual([{ kind: 'paragraph', text: sentence }]);
  });

  it('handles Windows line endings, stray spaces and empty items', () => {
    expect(parseDescription('  Perks:  \r\n-  Remote  \r\n- \r\n\r\n\r\n')).toEqual([
      { kind: 'heading', text: 'Perks' },
      { kind: 'list', items: ['Remote'] },
    ]);
  });

  it('treats markup as text', () => {
    expect(parseDescription('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('returns nothing for an empty description', () => {
    expect(parseDescription('')).toEqual([]);
  });
});
