// CPU time the server spends, read from /proc: the API process (user + system time) and the
// PostgreSQL backends connected to its database. Sampled before and after a measured window,
// the difference divided by the work done in it is the server's CPU per unit of work, a
// figure that moves far less with the machine's speed of the day than requests per second.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import pg from 'pg';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** User plus system CPU of a process so far, in milliseconds; 0 once it has gone. */
export async function processCpuMs(pid) {
  let stat;
  try {
    stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // Fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * A sampler of the server's CPU: the API process `pid` (or processes, several instances) and,
 * with `databaseUrl`, the backends of that database other than the sampler's own connection.
 */
export async function serverCpuSampler(pid, databaseUrl) {
  const apiPids = Array.isArray(pid) ? pid : [pid];
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  const backends = async () => {
    if (!client) return [];
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  };
  return {
    /** Cumulative milliseconds: { api, database } for the backends alive now. */
    async sample(known = null) {
      const pids = known ?? (await backends());
      let database = 0;
      for (const backend of pids) database += await processCpuMs(backend);
      let api = 0;
      for (const one of apiPids) api += await processCpuMs(one);
      return { api, database, pids };
    },
    async close() {
      await client?.end();
    },
  };
}
