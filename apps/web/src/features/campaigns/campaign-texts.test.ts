import { describe, expect, it } from 'vitest';
import { richTextBlocks, textIn } from './campaign-texts';

describe('campaign texts', () => {
  it('reads paragraphs and bulleted lists, never markup', () => {
    expect(richTextBlocks('One\nline.\n\n- a\n- b\n\n<b>not bold</b>')).toEqual([
      { kind: 'paragraph', text: 'One line.' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: '<b>not bold</b>' },
    ]);
  });

  it('shows the page language, else the default language', () => {
    expect(textIn({ en: 'Hello', ar: 'مرحبًا' }, 'ar', 'en')).toBe('مرحبًا');
    expect(textIn({ en: 'Hello' }, 'fr', 'en')).toBe('Hello');
  });
});
