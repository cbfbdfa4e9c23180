// Complete applications per second: what a new visitor's full apply costs the server. Each
// application is the three steps of the apply engine, sent as the site sends them: start an
// attempt with the first form (PUT …/attempt with the candidate form), save the next forms
// (education with two rows, work history with one, certification: three POSTs) and complete
// it with the last (POST …/attempt/complete with the terms form, which creates the
// candidate, records, application, activity and e-mail): five requests. Each worker runs
// applications one after the other with a new e-mail address each time.
//
import { KeepAliveConnection } from './keep-alive-connection.mjs';
import { serverCpuSampler } from './server-cpu.mjs';
import { pathToFileURL } from 'node:url';

const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 10);
const WRITE = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

async function call(connection, method, path, body, headers = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const { statusCode, text } = await connection.request({
    method,
    path,
    headers: payload === undefined ? headers : { ...WRITE, ...headers },
    body: payload,
  });
  if (statusCode >= 300) throw new Error(`${method} ${path}: ${statusCode} ${text}`);
  return JSON.parse(text);
}

/** An open demo requisition whose stream is the full apply, and the stream's form ids by key. */
async function fullApplyTarget(connection, client) {
  const search = await call(connection, 'GET', `/rest/public/jobsearch/${client}?q=`);
  for (const job of search.jobs) {
    const requisition = await call(
      connection,
      'GET',
      `/rest/public/requisition/${client}/id/${job.requisitionId}`,
    );
    if (requisition.applyStreamId === null) continue;
    const stream = await call(
      connection,
      'GET',
      `/rest/public/applystream/${client}/metadata/${requisition.applyStreamId}`,
    );
    if (stream.key !== 'full-apply') continue;
    const forms = Object.fromEntries(stream.metaData.map((form) => [form.key, form.applyFormId]));
    return { requisitionId: job.requisitionId, applyStreamId: stream.applyStreamId, forms };
  }
  throw new Error('no open requisition with the full apply');
}

const answers = (uname) => [
  [
    'candidate',
    {
      firstName: 'Bench',
      lastName: 'Applicant',
      uname,
      phone1: '5125550100',
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      country: 'United States',
    },
  ],
  [
    'education',
    {
      education: [
        {
          levelAttained: "Bachelor's Degree",
          institution: 'University of Texas',
          endDate: '2012-05-31',
        },
        { levelAttained: "Master's Degree", institution: 'Rice University', completed: 'f' },
      ],
    },
  ],
  [
    'work-history',
    { workHistory: [{ company: 'Northwind', title: 'Engineer', startDate: '2013-01-01' }] },
  ],
  ['certification', { certification: [{ name: 'PMP' }] }],
  ['terms', { termsAndPolicy: 't', subscriptions: ['job_alert'] }],
];

async function applyOnce(connection, base, client, target, uname) {
  const forms = answers(uname);
  const [firstKey, firstData] = forms.shift();
  const [lastKey, lastData] = forms.pop();
  // The first form starts the attempt, as the site sends it (one request, not two).
  const { attemptId } = await call(connection, 'PUT', `/rest/public/apply/${client}/attempt`, {
    requisitionId: target.requisitionId,
    applyStreamId: target.applyStreamId,
    firstForm: { applyFormId: target.forms[firstKey], data: firstData },
  });
  const headers = { 'x-apply-attempt': attemptId };
  for (const [key, data] of forms) {
    const path = `/rest/public/apply/${client}/attempt/form/${target.forms[key]}`;
    await call(connection, 'POST', path, { data }, headers);
  }
  // The last form goes with the final submit, as the site sends it (one request, not two).
  const completed = await call(
    connection,
    'POST',
    `/rest/public/apply/${client}/attempt/complete`,
    {
      language: 'en',
      pageUrl: `${base}/apply/${target.requisitionId}/`,
      lastForm: { applyFormId: target.forms[lastKey], data: lastData },
    },
    headers,
  );
  if (completed.applicationId === null) throw new Error('no application created');
}

/**
 * Runs `workers` concurrent applicants for `seconds` after `warmSeconds` of the same load;
 * answers the completed applications per second and the p99 of one application in
 * milliseconds. The warm-up is long because the server is measured as it runs for hours, not
 * in its first seconds: V8 is still compiling the apply path's functions for about ten seconds
 * of this load, and that compilation takes a core's share of a 2-core machine (decision 0025).
 */
export async function applicationsPerSecond(
  base,
  { client = 'demo', seconds = 10, workers = 16, warmSeconds = WARM_SECONDS, cpu = null } = {},
) {
  // Each applicant has a keep-alive connection of its own, as a browser tab does.
  const connections = Array.from({ length: workers }, () => new KeepAliveConnection(base));
  const run = `${process.pid}-${Date.now().toString(36)}`;
  try {
    const target = await fullApplyTarget(connections[0], client);
    let sequence = 0;
    const timed = async (connection, until, durations) => {
      while (performance.now() < until) {
        sequence += 1;
        const started = performance.now();
        await applyOnce(connection, base, client, target, `bench-${run}-${sequence}@example.com`);
        durations?.push(performance.now() - started);
      }
    };
    const warmUntil = performance.now() + warmSeconds * 1000;
    await Promise.all(connections.map((connection) => timed(connection, warmUntil)));
    const durations = [];
    const cpuBefore = await cpu?.sample();
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(connections.map((connection) => timed(connection, until, durations)));
    const elapsed = (performance.now() - started) / 1000;
    // The same backends as before: their CPU in the window, not that of ones opened since.
    const cpuAfter = await cpu?.sample(cpuBefore?.pids);
    durations.sort((a, b) => a - b);
    const count = durations.length;
    return {
      perSecond: count / elapsed,
      applications: count,
      p99: Math.round(durations[Math.floor(count * 0.99)] ?? 0),
      // Server CPU per complete application, in ms (API process, PostgreSQL backends).
      cpuMs:
        cpuBefore && cpuAfter && count > 0
          ? {
              api: (cpuAfter.api - cpuBefore.api) / count,
              database: (cpuAfter.database - cpuBefore.database) / count,
            }
          : null,
    };
  } finally {
    for (const connection of connections) connection.close();
  }
}

/** Server CPU per application, as the bench prints it. */
export const formatCpu = ({ api, database }) =>
  `server CPU ${(api + database).toFixed(2)} ms per application (API ${api.toFixed(2)}, PostgreSQL ${database.toFixed(2)})`;

// Alone, with the server's CPU: node bench/applications.mjs URL [seconds] [api pid] [database URL]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [base = 'http://127.0.0.1:8080', seconds = '10', pid, databaseUrl] = process.argv.slice(2);
  const cpu = pid ? await serverCpuSampler(Number(pid), databaseUrl) : null;
  try {
    const result = await applicationsPerSecond(base, {
      seconds: Number(seconds),
      workers: Number(process.env.BENCH_WORKERS ?? 16),
      cpu,
    });
    console.log(
      `${result.perSecond.toFixed(1)} applications/s (${result.applications} in ${seconds} s), p99 ${result.p99} ms`,
    );
    if (result.cpuMs) console.log(formatCpu(result.cpuMs));
  } finally {
    await cpu?.close();
  }
}
