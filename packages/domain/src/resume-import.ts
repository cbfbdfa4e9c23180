/**
 * Spec 2 §5 "Imports from social/resume" for a parsed resume: the rows the apply flow may
 * put into its education and work-history grids. Education level and institution keep 79
 * characters, job title and company 49; a school without a degree or a job without a
 * company is skipped; with education validation on, the level must match a list value (the
 * row takes that value) or the row is dropped; with the mandatory check on, a row missing a
 * mandatory field is dropped; at most `maxRowCount` rows (0: no limit).
 */
import type { ListItem } from './contract/lists.js';
import type { ParsedEducation, ParsedWork } from './contract/resume.js';

export const IMPORTED_EDUCATION_MAX_LENGTH = 79;
export const IMPORTED_EMPLOYMENT_MAX_LENGTH = 49;

export interface ResumeImportOptions {
  /** 0 or absent: no limit. */
  maxRowCount?: number;
  /** Field names every row must fill when the mandatory-field check is on. */
  mandatoryFields?: readonly string[];
}

export interface EducationImportOptions extends ResumeImportOptions {
  /** The education-level list when education validation is on; absent: levels kept as written. */
  educationLevels?: readonly Pick<ListItem, 'value' | 'label' | 'labels'>[];
}

export interface ImportedEducation {
  levelAttained: string;
  institution: string;
  subject: string;
  endDate: string;
  completed: 't' | 'f';
}

export interface ImportedWork {
  company: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  current: 't' | 'f';
}

/** A partial ISO date ("2019", "2019-03") as the records' yyyy-mm-dd, the first day of it. */
export function recordDate(partial: string | undefined): string {
  if (!partial) return '';
  const [year, month = '01', day = '01'] = partial.split('-');
  return `${year}-${month}-${day}`;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The list value for a parsed level: same value or label (any language), else the same coarse level. */
export function matchEducationLevel(
  education: Pick<ParsedEducation, 'level' | 'levelCode'>,
  levels: readonly Pick<ListItem, 'value' | 'label' | 'labels'>[],
): string | null {
  const wanted = fold(education.level);
  const texts = (item: Pick<ListItem, 'value' | 'label' | 'labels'>) =>
    [item.value, item.label, ...Object.values(item.labels)].map(fold);
  const exact = levels.find((item) => texts(item).includes(wanted));
  if (exact) return exact.value;
  if (education.levelCode === '') return null;
  const code = education.levelCode;
  const byCode = levels.find((item) => texts(item).some((text) => text.split(' ').includes(code)));
  return byCode?.value ?? null;
}

function filled(row: object, fields: readonly string[]): boolean {
  const values: Record<string, unknown> = { ...row };
  return fields.every((field) => {
    const value = values[field];
    return typeof value === 'string' && value.trim() !== '';
  });
}

function limit<T>(rows: T[], maxRowCount: number | undefined): T[] {
  return maxRowCount && maxRowCount > 0 ? rows.slice(0, maxRowCount) : rows;
}

export function educationRowsFromResume(
  education: readonly ParsedEducation[],
  options: EducationImportOptions = {},
): ImportedEducation[] {
  const rows: ImportedEducation[] = [];
  for (const school of education) {
    if (school.level.trim() === '') continue;
    let levelAttained = school.level.trim().slice(0, IMPORTED_EDUCATION_MAX_LENGTH);
    if (options.educationLevels) {
      const value = matchEducationLevel(school, options.educationLevels);
      if (value === null) continue;
      levelAttained = value;
    }
    const row: ImportedEducation = {
      levelAttained,
      institution: school.institution.trim().slice(0, IMPORTED_EDUCATION_MAX_LENGTH),
      subject: school.subject.trim(),
      endDate: recordDate(school.endDate),
      completed: school.completed ? 't' : 'f',
    };
    if (options.mandatoryFields && !filled(row, options.mandatoryFields)) continue;
    rows.push(row);
  }
  return limit(rows, options.maxRowCount);
}

export function workRowsFromResume(
  work: readonly ParsedWork[],
  options: ResumeImportOptions = {},
): ImportedWork[] {
  const rows: ImportedWork[] = [];
  for (const job of work) {
    if (job.company.trim() === '') continue;
    const row: ImportedWork = {
      company: job.company.trim().slice(0, IMPORTED_EMPLOYMENT_MAX_LENGTH),
      title: job.title.trim().slice(0, IMPORTED_EMPLOYMENT_MAX_LENGTH),
      description: job.description,
      startDate: recordDate(job.startDate),
      endDate: job.current ? '' : recordDate(job.endDate),
      current: job.current ? 't' : 'f',
    };
    if (options.mandatoryFields && !filled(row, options.mandatoryFields)) continue;
    rows.push(row);
  }
  return limit(rows, options.maxRowCount);
}
