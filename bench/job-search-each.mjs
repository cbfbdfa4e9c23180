// What each of the job search bench's searches costs on its own (issue 25, decision 0059): the
// same site and 10,000 jobs as bench/job-search.mjs, then each search asked alone, one request
// at a time, and the CPU of the API process and of its PostgreSQL backends read from /proc
// around it. No load, so no waiting for a core: a dear search stands out, which the concurrent
// bench's averages hide. A lone request also pays for waking the idle processes, which the
// concurrent bench shares out, so the figures are higher than its per-search CPU. The searches
// take turns in rounds, so that the machine's speed drifting during the run touches each
// alike. Run with `npm run bench:search-each`; figures go to docs/performance-log.md.
import { POSTGRES_URL, SEARCHES, seed, withAdmin } from './job-search.mjs';
import { serverCpuSampler } from './server-cpu.mjs';
import { startSite, stop } from './site-process.mjs';

const DATABASE = `talentgate_search_each_${process.pid}`;
const ROUNDS = 5;
const TIMES = Number(process.env.BENCH_TIMES ?? 50);

await withAdmin((admin) => admin.query(`create database ${DATABASE}`));
const url = new URL(POSTGRES_URL);
url.pathname = `/${DATABASE}`;
let site;
try {
  site = await startSite({ DATABASE_URL: url.toString(), JOB_SEARCH_CACHE_SECONDS: '0' });
  await seed(url.toString());
  const cpu = await serverCpuSampler(site.child.pid, url.toString());
  const ask = async (search) => {
    const response = await fetch(`${site.base}/rest/public/jobsearch/demo${search}`);
    if (!response.ok) throw new Error(`${search}: ${response.status}`);
    await response.arrayBuffer();
  };
  console.log(
    `${'search'.padEnd(40)} ${'API'.padStart(8)} ${'PostgreSQL'.padStart(11)}  (ms of CPU each)`,
  );
  const spent = new Map(SEARCHES.map((search) => [search, { api: 0, database: 0 }]));
  // Warm: each pooled connection has prepared the statements and made their plans.
  for (const search of SEARCHES) for (let i = 0; i < 20; i += 1) await ask(search);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const search of SEARCHES) {
      const before = await cpu.sample();
      for (let i = 0; i < TIMES; i += 1) await ask(search);
      const after = await cpu.sample(before.pids);
      const sum = spent.get(search);
      sum.api += after.api - before.api;
      sum.database += after.database - before.database;
    }
  }
  const sums = { api: 0, database: 0 };
  for (const [search, sum] of spent) {
    const api = sum.api / (ROUNDS * TIMES);
    const database = sum.database / (ROUNDS * TIMES);
    sums.api += api;
    sums.database += database;
    console.log(
      `${(search || '(career home)').padEnd(40)} ${api.toFixed(2).padStart(8)} ${database.toFixed(2).padStart(11)}`,
    );
  }
  const mean = (sum) => (sum / SEARCHES.length).toFixed(2);
  console.log(
    `${'mean'.padEnd(40)} ${mean(sums.api).padStart(8)} ${mean(sums.database).padStart(11)}`,
  );
  await cpu.close();
} finally {
  if (site) await stop(site.child);
  await withAdmin((admin) => admin.query(`drop database if exists ${DATABASE} with (force)`));
}
