// Staff list views at scale (issue 20): a site on PostgreSQL (BENCH_DATABASE_URL) with the
// demo tenant grown to 1,000,000 candidates, 100,000 applications and 500 requisitions
// (seeded in SQL with generate_series, in seconds), then the recruiter's list views timed
// (median and p95 of sequential requests from this machine: the server's time plus a
// loopback round trip) against the budget of 100 ms, with EXPLAIN ANALYZE of the two
// heaviest queries printed beside them. Run alone with `npm run bench:staff`, or in
// `npm run bench`. Figures go to docs/performance-log.md.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { generate } from 'otplib';
import { startSite, stop } from './site-process.mjs';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = `talentgate_staff_bench_${process.pid}`;
const CANDIDATES = Number(process.env.BENCH_STAFF_CANDIDATES ?? 1_000_000);
const APPLICATIONS = Number(process.env.BENCH_STAFF_APPLICATIONS ?? 100_000);
const REQUISITIONS = 500;
const SAMPLES = Number(process.env.BENCH_STAFF_SAMPLES ?? 20);
const BUDGET_MS = 100;
// The demo recruiter (README "Staff users"; apps/api/src/seed/demo-staff.ts).
const RECRUITER = {
  email: 'riley.recruiter@example.com',
  password: 'Northwind-Staff-2026',
  secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
};
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

const row = (label, value) => console.log(`${label.padEnd(58)} ${value}`);

async function withAdmin(work) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const {
      rows: [tenant],
    } = await client.query(`select id from tenants where client = 'demo'`);
    await client.query(
      `insert into requisitions (tenant_id, title, category, status)
       select $1, 'Bench role ' || g, 'Engineering', 'open' from generate_series(1, $2) g`,
      [tenant.id, REQUISITIONS],
    );
    await client.query(
      `insert into candidates (tenant_id, uname, email, first_name, last_name, city, locked, created_at, updated_at)
       select $1, 'bench' || g || '@bench.example', 'bench' || g || '@bench.example',
              'First' || (g % 5000), 'Last' || g,
              (array['London','Paris','Berlin','Austin','Lagos'])[1 + g % 5], 'f',
              now() - make_interval(secs => g * 30), now()
       from generate_series(1, $2) g`,
      [tenant.id, CANDIDATES],
    );
    await client.query(
      `with reqs as (
         select array_agg(id order by id) ids from requisitions
         where tenant_id = $1 and title like 'Bench role %')
       insert into applications (tenant_id, candidate_id, requisition_id, status,
         sfx_application_method, sfx_application_source, apply_date, application_type)
       select c.tenant_id, c.id, reqs.ids[1 + c.id % ${REQUISITIONS}],
              (array['Applied','Screening','Interview','Offer','Hired','Rejected'])[1 + c.id % 6],
              'SFX Application', (array['LinkedIn','Indeed','Referral'])[1 + c.id % 3],
              c.created_at, 'E'
       from (select * from candidates where tenant_id = $1 and uname like 'bench%'
             order by id limit $2) c, reqs`,
      [tenant.id, APPLICATIONS],
    );
    // What autovacuum does to a live table (the bench's server runs with autovacuum off): the
    // statistics, and the visibility map that lets counts by status read the index alone.
    await client.query('vacuum analyze');
    return { ms: performance.now() - started, tenantId: tenant.id };
  } finally {
    await client.end();
  }
}

async function signIn(base) {
  const login = await fetch(`${base}/rest/staff/demo/login`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ email: RECRUITER.email, password: RECRUITER.password }),
  });
  const pending = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !pending) throw new Error(`staff sign-in failed: ${login.status}`);
  const second = await fetch(`${base}/rest/staff/demo/login/second-factor`, {
    method: 'POST',
    headers: { ...XHR, cookie: pending },
    body: JSON.stringify({ code: await generate({ secret: RECRUITER.secret }) }),
  });
  const full = second.headers.get('set-cookie')?.split(';')[0];
  if (!second.ok || !full) throw new Error(`staff second factor failed: ${second.status}`);
  return full;
}

async function time(base, cookie, view) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/rest/staff/demo${view.path}`, {
      method: 'POST',
      headers: { ...XHR, cookie },
      body: JSON.stringify(view.body),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${view.path}: ${response.status}`);
    return performance.now() - started;
  };
  for (let warm = 0; warm < 3; warm += 1) await once();
  const samples = [];
  for (let index = 0; index < SAMPLES; index += 1) samples.push(await once());
  samples.sort((a, b) => a - b);
  const at = (share) => samples[Math.min(samples.length - 1, Math.floor(share * samples.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

const VIEWS = [
  { label: 'application search, first page with counts', path: '/application/search', body: {} },
  {
    label: 'application search, one status',
    path: '/application/search',
    body: { status: 'Interview' },
  },
  {
    label: 'application search, text "Last4242"',
    path: '/application/search',
    body: { q: 'Last4242' },
  },
  { label: 'candidate search, first page', path: '/candidate/search', body: {} },
  {
    label: 'candidate search, text "Last4242"',
    path: '/candidate/search',
    body: { q: 'Last4242' },
  },
  { label: 'requisition search, first page', path: '/requisition/search', body: {} },
];

async function explain(url, tenantId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const queries = {
      'candidates, newest first': `select id from candidates where tenant_id = ${tenantId}
        order by created_at desc, id desc limit 50`,
      'applications, counts by status': `select status, count(*) from applications
        where tenant_id = ${tenantId} group by status`,
    };
    for (const [label, sql] of Object.entries(queries)) {
      const { rows } = await client.query(`explain (analyze, costs off) ${sql}`);
      console.log(`  EXPLAIN ${label}:`);
      for (const line of rows) console.log(`    ${line['QUERY PLAN']}`);
    }
  } finally {
    await client.end();
  }
}

export async function runStaffListsBench() {
  console.log('');
  try {
    await withAdmin((admin) => admin.query(`create database ${DATABASE}`));
  } catch {
    row(
      'staff list views (postgres)',
      `skipped: no server at ${POSTGRES_URL} (set BENCH_DATABASE_URL)`,
    );
    return;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${DATABASE}`;
  let site;
  try {
    site = await startSite({ DATABASE_URL: url.toString() });
    const seeded = await seed(url.toString());
    row(
      'staff bench seed (generate_series)',
      `${CANDIDATES.toLocaleString('en-US')} candidates, ${APPLICATIONS.toLocaleString('en-US')} applications in ${(seeded.ms / 1000).toFixed(1)} s`,
    );
    const cookie = await signIn(site.base);
    for (const view of VIEWS) {
      const { p50, p95 } = await time(site.base, cookie, view);
      row(
        `${view.label} (budget ≤ ${BUDGET_MS} ms)`,
        `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ${p95 <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`,
      );
    }
    await explain(url.toString(), seeded.tenantId);
  } finally {
    if (site) await stop(site.child);
    await withAdmin((admin) => admin.query(`drop database if exists ${DATABASE} with (force)`));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runStaffListsBench();
