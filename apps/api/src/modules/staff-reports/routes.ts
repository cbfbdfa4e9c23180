import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConversionReport,
  CountsByDay,
  CountsByMonth,
  CountsByYear,
  ErrorBody,
  ReportCsvParams,
  ReportQuery,
  StaffParams,
  TimeToHire,
} from '@talentgate/domain';
import Type from 'typebox';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import { countsByYear, countsLast24Months, countsLast30Days } from './application-counts.js';
import { conversionReport } from './conversion.js';
import { reportRows, toCsv } from './report-csv.js';
import { timeToHire } from './time-to-hire.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['staff: reports'];

/**
 * Reports (spec 2 §7 "Reporting: application counts by year, last 30 days, last 24 months";
 * time to hire and conversion are ours), over the applications the caller sees, and each as
 * CSV. Optional `?requisitionId=` narrows a report to one requisition.
 */
export const staffReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = requireStaff(app, 'reports:read');
  const base = '/rest/staff/:client/report';
  const json = <T>(path: string, summary: string, response: T) => ({
    path: `${base}/${path}`,
    options: {
      preHandler: read,
      schema: { tags, summary, params: StaffParams, querystring: ReportQuery, response },
    },
  });

  const byYear = json('applications/counts/year', 'Application counts by year', {
    200: CountsByYear,
    ...errors,
  });
  app.get(byYear.path, byYear.options, async (request) =>
    countsByYear(app.db, staffContext(request).actor, request.query),
  );

  const days = json('applications/counts/last30days', 'Application counts, last 30 days', {
    200: CountsByDay,
    ...errors,
  });
  app.get(days.path, days.options, async (request) =>
    countsLast30Days(app.db, staffContext(request).actor, request.query),
  );

  const months = json('applications/counts/last24months', 'Application counts, last 24 months', {
    200: CountsByMonth,
    ...errors,
  });
  app.get(months.path, months.options, async (request) =>
    countsLast24Months(app.db, staffContext(request).actor, request.query),
  );

  const hire = json('time-to-hire', 'Days from application to hire', {
    200: TimeToHire,
    ...errors,
  });
  app.get(hire.path, hire.options, async (request) =>
    timeToHire(app.db, staffContext(request).actor, request.query),
  );

  const conversion = json('conversion', 'Pipeline conversion by stage and by source', {
    200: ConversionReport,
    ...errors,
  });
  app.get(conversion.path, conversion.options, async (request) =>
    conversionReport(app.db, staffContext(request).actor, request.query),
  );

  app.get(
    `${base}/:report/csv`,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'A report as CSV',
        params: ReportCsvParams,
        querystring: ReportQuery,
        response: { 200: Type.String({ description: 'text/csv' }), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await reportRows(
        app.db,
        staffContext(request).actor,
        request.params.report,
        request.query,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.report}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(toCsv(rows));
    },
  );
};
