/**
 * The privacy command line: set a tenant's retention, and run the privacy jobs now (the same
 * round the API runs every hour). `cli/privacy.ts` runs it on the configured database.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema.js';
import { UsageError } from '../../errors/usage-error.js';
import { finishConfirmedErasures } from './erasure-requests.js';
import { applyRetention, RETENTION_SETTING } from './retention.js';

export const PRIVACY_USAGE = `Usage: npm run privacy -w @talentgate/api -- <command>
  retention <client> <days>|--off   anonymise candidates inactive for more than <days> days
  run [<client>]                     run retention now (all tenants, or one) and finish confirmed erasures`;

async function setRetention(db: Database, client: string, days: number | null): Promise<void> {
  const [row] = await db.select().from(tenants).where(eq(tenants.client, client)).limit(1);
  if (!row) throw new UsageError(`No tenant has the client key "${client}".`);
  const { [RETENTION_SETTING]: _previous, ...others } = row.settings;
  const settings = days === null ? others : { ...others, [RETENTION_SETTING]: days };
  await db.update(tenants).set({ settings, updatedAt: new Date() }).where(eq(tenants.id, row.id));
}

export async function runPrivacyCommand(
  args: readonly string[],
  context: { db: Database; now?: Date },
): Promise<string> {
  const [command, client, value] = args;
  switch (command) {
    case 'retention': {
      if (!client || !value) throw new UsageError('Name the tenant and the days (or --off).');
      if (value === '--off') {
        await setRetention(context.db, client, null);
        return `Retention of ${client}: off (data kept until the candidate asks)`;
      }
      const days = Number(value);
      if (!Number.isInteger(days) || days < 1)
        throw new UsageError(`"${value}" is not a positive whole number of days.`);
      await setRetention(context.db, client, days);
      return `Retention of ${client}: ${days} days after the last activity`;
    }
    case 'run': {
      const now = context.now ?? new Date();
      const finished = await finishConfirmedErasures(context.db, now);
      const results = await applyRetention(context.db, now, client);
      const lines = results.map(
        (result) =>
          `${result.client}: ${result.anonymised} anonymised (retention ${result.days} days)`,
      );
      return [...lines, `Confirmed erasures finished: ${finished}`].join('\n');
    }
    default:
      throw new UsageError(`Unknown command "${command ?? ''}".`);
  }
}
