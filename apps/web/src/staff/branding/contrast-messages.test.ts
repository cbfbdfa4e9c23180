import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import { contrastError, pairsOf } from './contrast-messages';

const i18n = i18next.createInstance();
let t: TFunction<'staff'>;

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['staff'],
    defaultNS: 'staff',
    resources: { en: { staff: en } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  t = i18n.getFixedT('en', 'staff');
});

describe('the staff screen\u2019s contrast check', () => {
  it('names the failing pairs of a field with their ratios', () => {
    const palette = { primaryColor: '#FFD43B', accentColor: '#74C0FC' };
    expect(contrastError(t, palette, 'primaryColor')).toMatch(
      /^Too little contrast: White text on the primary colour: 1\.\d\d:1\. Text needs at least 4\.5:1\.$/,
    );
    expect(contrastError(t, palette, 'accentColor')).toMatch(
      /: The accent colour as link text on white: 1\.\d\d:1; The accent colour as link text on the e-mail footer: 1\.\d\d:1\./,
    );
  });

  it('has nothing to say of a passing palette, nor of a colour still being typed', () => {
    const passing = { primaryColor: '#0B7285', accentColor: '#5F3DC4' };
    expect(contrastError(t, passing, 'primaryColor')).toBeUndefined();
    expect(contrastError(t, passing, 'accentColor')).toBeUndefined();
    expect(pairsOf({ primaryColor: '#0B72', accentColor: '#5F3DC4' })).toEqual([]);
  });
});
