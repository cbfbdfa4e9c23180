/**
 * A report as CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark so spreadsheets read accents).
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start: a source
 * or job title anyone can type) is prefixed with an apostrophe.
 */
import type { ReportName, ReportQuery } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { countsByYear, countsLast24Months, countsLast30Days } from './application-counts.js';
import { conversionReport } from './conversion.js';
import { timeToHire } from './time-to-hire.js';

type Cell = string | number | null;

function cell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const toCsv = (rows: Cell[][]): string =>
  `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;

export async function reportRows(
  db: Database,
  actor: StaffAccess,
  report: ReportName,
  query: ReportQuery,
): Promise<Cell[][]> {
  switch (report) {
    case 'counts-by-year': {
      const { years } = await countsByYear(db, actor, query);
      return [['year', 'applications'], ...years.map((row) => [row.year, row.count])];
    }
    case 'last-30-days': {
      const { days } = await countsLast30Days(db, actor, query);
      return [['date', 'applications'], ...days.map((row) => [row.date, row.count])];
    }
    case 'last-24-months': {
      const { months } = await countsLast24Months(db, actor, query);
      return [['month', 'applications'], ...months.map((row) => [row.month, row.count])];
    }
    case 'time-to-hire': {
      const report = await timeToHire(db, actor, query);
      return [
        ['requisitionId', 'jobTitle', 'hires', 'averageDays'],
        ...report.byRequisition.map((row) => [
          row.requisitionId,
          row.jobTitle,
          row.hires,
          row.averageDays,
        ]),
        ['', 'All', report.hires, report.averageDays],
      ];
    }
    case 'conversion-by-stage': {
      const { stages } = await conversionReport(db, actor, query);
      return [
        ['stage', 'reached', 'conversion'],
        ...stages.map((row) => [row.stage, row.reached, row.conversion]),
      ];
    }
    case 'conversion-by-source': {
      const { bySource } = await conversionReport(db, actor, query);
      return [
        ['source', 'stage', 'reached', 'conversion'],
        ...bySource.flatMap((entry) =>
          entry.stages.map((row) => [entry.source, row.stage, row.reached, row.conversion]),
        ),
      ];
    }
  }
}
