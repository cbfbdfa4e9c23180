import type { GridField } from '@talentgate/domain';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/apply-engine/en.json';
import es from '../../../i18n/locales/apply-engine/es.json';
import { rowContent, rowName } from './grid-row-name';

const i18n = i18next.createInstance();
let t: TFunction<'applyEngine'>;
let tEs: TFunction<'applyEngine'>;

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['applyEngine'],
    defaultNS: 'applyEngine',
    resources: { en: { applyEngine: en }, es: { applyEngine: es } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  t = i18n.getFixedT('en', 'applyEngine');
  tEs = i18n.getFixedT('es', 'applyEngine');
});

const education: GridField = {
  name: 'education',
  widget: 'grid',
  title: 'Education',
  titleTranslations: { es: 'Formación' },
  summaryColumns: ['levelAttained', 'institution', 'endDate'],
  columns: [
    {
      name: 'levelAttained',
      widget: 'select',
      title: 'Level attained',
      options: [
        { value: 'BSC', label: 'BSc Nursing', labelTranslations: { es: 'Grado en Enfermería' } },
      ],
    },
    { name: 'institution', widget: 'text', title: 'Institution' },
    { name: 'city', widget: 'text', title: 'City' },
    { name: 'endDate', widget: 'date', title: 'End date', displayFormat: 'mm/yyyy' },
    { name: 'completed', widget: 'checkbox', title: 'Completed' },
  ],
};

describe('a grid row named by its content (issue 21)', () => {
  it('joins the first two filled describing columns, in the order the table shows them', () => {
    const row = { levelAttained: 'BSC', institution: 'University of Leeds', city: 'Leeds' };
    expect(rowContent(education, row, 'en', t)).toBe('BSc Nursing, University of Leeds');
    expect(rowName(education, row, 0, 'en', t)).toBe("'BSc Nursing, University of Leeds'");
    expect(t('grid.deleteQuestion', { row: rowName(education, row, 0, 'en', t) })).toBe(
      "Delete 'BSc Nursing, University of Leeds'? This cannot be undone.",
    );
  });

  it('skips empty columns, dates and flags', () => {
    const row = {
      levelAttained: '',
      institution: 'Lakeside High',
      endDate: '2020-06-01',
      completed: 't',
    };
    expect(rowName(education, row, 1, 'en', t)).toBe("'Lakeside High'");
  });

  it('falls back to the numbered name when the describing columns are empty', () => {
    expect(rowName(education, { endDate: '2020-06-01' }, 1, 'en', t)).toBe('Education 2');
    expect(rowName(education, undefined, 0, 'en', t)).toBe('Education 1');
  });

  it('speaks the page language: option labels and the grid title translated', () => {
    expect(rowName(education, { levelAttained: 'BSC' }, 0, 'es', tEs)).toBe(
      '«Grado en Enfermería»',
    );
    expect(rowName(education, {}, 2, 'es', tEs)).toBe('Formación 3');
  });

  it('uses every column when the grid names no summary columns', () => {
    const certification: GridField = {
      name: 'certification',
      widget: 'grid',
      title: 'Certifications',
      columns: [{ name: 'name', widget: 'text', title: 'Certification' }],
    };
    expect(rowName(certification, { name: 'First aid' }, 0, 'en', t)).toBe("'First aid'");
  });
});
