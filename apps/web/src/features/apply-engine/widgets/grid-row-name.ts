/**
 * How a grid row is named to a person (issue 21): by what it holds, "BSc Nursing, University
 * of Leeds", rather than by its position, "Education 1", which says nothing once rows are
 * added and removed. The position stays the fallback for a row whose describing columns are
 * empty.
 */
import type { ColumnField, GridField } from '@talentgate/domain';
import type { TFunction } from 'i18next';
import { localized } from '../fields/localized';
import { cellText } from './cell-text';

/** Columns whose text tells one row from another; dates, flags and long texts do not. */
const DESCRIBING_WIDGETS: ReadonlySet<ColumnField['widget']> = new Set([
  'text',
  'email',
  'select',
  'multiselect',
  'checkbox-group',
  'place',
]);

/** At most this many columns name a row: enough to tell rows apart, short enough to read. */
const NAMING_COLUMNS = 2;

/**
 * The row's most descriptive filled columns, joined: the grid's summary columns in their
 * order (the ones its table shows), else its columns; '' when none is filled.
 */
export function rowContent(
  grid: GridField,
  row: Readonly<Record<string, unknown>>,
  language: string,
  t: TFunction<'applyEngine'>,
): string {
  const order = grid.summaryColumns ?? grid.columns.map((column) => column.name);
  const texts: string[] = [];
  for (const name of order) {
    const column = grid.columns.find((candidate) => candidate.name === name);
    if (!column || !DESCRIBING_WIDGETS.has(column.widget)) continue;
    const text = cellText(column, row[name], language, t).trim();
    if (text !== '') texts.push(text);
    if (texts.length === NAMING_COLUMNS) break;
  }
  return texts.join(', ');
}

/** "'BSc Nursing, University of Leeds'", or "Education 1" when the row names nothing. */
export function rowName(
  grid: GridField,
  row: Readonly<Record<string, unknown>> | undefined,
  index: number,
  language: string,
  t: TFunction<'applyEngine'>,
): string {
  const content = row ? rowContent(grid, row, language, t) : '';
  if (content !== '') return t('grid.rowContent', { content });
  const title = localized(grid.title, grid.titleTranslations, language);
  return t('grid.rowName', { title, row: index + 1 });
}
