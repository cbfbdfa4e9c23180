/**
 * Imports a tenant's campaigns file in one transaction (a refused file changes nothing). Events
 * and campaigns the file names are added or changed to match it, by key and by name; others are
 * left alone (an event keeps its registrants). Beyond the file's own checks, the tenant's:
 * every text in each of its languages, streams that exist with a fitting flow type, events that
 * exist, and no capacity below the seats already taken.
 */
import type { CampaignsFile, CampaignsFileCampaign } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { findEventsByKeys, upsertCampaign, upsertEvent } from '../../stores/campaign-store.js';
import { findStreamByKey } from '../apply-streams/find-stream.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { CampaignsFileError } from './campaigns-file.js';

export interface CampaignsImportSummary {
  events: number;
  campaigns: number;
}

type Texts = Readonly<Record<string, string>> | undefined;

function missingLanguages(tenant: Tenant, where: string, texts: Texts): string[] {
  if (texts === undefined) return [];
  const missing = tenant.languages.filter((language) => !texts[language]);
  return missing.length === 0 ? [] : [`${where}: no text in ${missing.join(', ')}`];
}

function campaignTexts(campaign: CampaignsFileCampaign, at: string): [string, Texts][] {
  return [
    [`${at}/title`, campaign.title],
    [`${at}/hero/heading`, campaign.hero.heading],
    [`${at}/hero/text`, campaign.hero.text],
    ...campaign.blocks.flatMap((block, index): [string, Texts][] => [
      [`${at}/blocks/${index}/heading`, block.heading],
      [`${at}/blocks/${index}/text`, block.text],
    ]),
    [`${at}/jobs/heading`, campaign.jobs?.heading],
    [`${at}/thankYou/heading`, campaign.thankYou.heading],
    [`${at}/thankYou/text`, campaign.thankYou.text],
  ];
}

async function streamProblem(
  tx: Database,
  tenant: Tenant,
  where: string,
  key: string,
  flowTypes: readonly string[],
): Promise<string | null> {
  const stream = await findStreamByKey(tx, tenant, key);
  if (!stream) return `${where}: the tenant has no apply stream "${key}"`;
  if (!flowTypes.includes(stream.flowType))
    return `${where}: stream "${key}" is a ${stream.flowType} stream, not ${flowTypes.join(' or ')}`;
  return null;
}

async function tenantProblems(tx: Database, tenant: Tenant, file: CampaignsFile) {
  const problems: string[] = [];
  const stored = await findEventsByKeys(tx, tenant.id, [
    ...file.events.map((event) => event.key),
    ...file.campaigns.flatMap((campaign) => (campaign.event ? [campaign.event] : [])),
  ]);
  const known = new Set([...file.events.map((event) => event.key), ...stored.map((e) => e.key)]);
  for (const [index, event] of file.events.entries()) {
    problems.push(...missingLanguages(tenant, `events/${index}/title`, event.title));
    const bad = await streamProblem(tx, tenant, `events/${index}/stream`, event.stream, ['event']);
    if (bad) problems.push(bad);
    const taken = stored.find((row) => row.key === event.key)?.seatsTaken ?? 0;
    if (event.capacity < taken)
      problems.push(`events/${index}/capacity: ${taken} people registered already`);
  }
  for (const [index, campaign] of file.campaigns.entries()) {
    const at = `campaigns/${index}`;
    for (const [where, texts] of campaignTexts(campaign, at))
      problems.push(...missingLanguages(tenant, where, texts));
    if (campaign.stream !== undefined) {
      const bad = await streamProblem(tx, tenant, `${at}/stream`, campaign.stream, [
        'join',
        'microsite',
      ]);
      if (bad) problems.push(bad);
    }
    if (campaign.event !== undefined && !known.has(campaign.event))
      problems.push(`${at}/event: the tenant has no event "${campaign.event}"`);
  }
  return problems;
}

export async function importCampaigns(
  db: Database,
  tenant: Tenant,
  file: CampaignsFile,
): Promise<CampaignsImportSummary> {
  return transaction(db, async (tx) => {
    const problems = await tenantProblems(tx, tenant, file);
    if (problems.length > 0) throw new CampaignsFileError(problems);
    for (const event of file.events) {
      await upsertEvent(tx, tenant.id, {
        key: event.key,
        title: event.title,
        startsAt: new Date(event.startsAt),
        endsAt: new Date(event.endsAt),
        timeZone: event.timeZone,
        place: event.place ?? null,
        onlineUrl: event.onlineUrl ?? null,
        capacity: event.capacity,
        applyStreamKey: event.stream,
      });
    }
    for (const campaign of file.campaigns) await upsertCampaign(tx, tenant.id, campaign);
    return { events: file.events.length, campaigns: file.campaigns.length };
  });
}
