/** Writes every event and campaign of a tenant back as a campaigns file (import's inverse). */
import type { CampaignsFile, CampaignsFileEvent } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { listCampaigns, listEvents, type EventRow } from '../../stores/campaign-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { fileTime } from './campaigns-file.js';

function fileEvent(row: EventRow): CampaignsFileEvent {
  return {
    key: row.key,
    title: row.title,
    startsAt: fileTime(row.startsAt),
    endsAt: fileTime(row.endsAt),
    timeZone: row.timeZone,
    ...(row.place === null ? {} : { place: row.place }),
    ...(row.onlineUrl === null ? {} : { onlineUrl: row.onlineUrl }),
    capacity: row.capacity,
    stream: row.applyStreamKey,
  };
}

export async function exportCampaigns(db: Database, tenant: Tenant): Promise<CampaignsFile> {
  const [events, campaigns] = await Promise.all([
    listEvents(db, tenant.id),
    listCampaigns(db, tenant.id),
  ]);
  return {
    version: 1,
    events: events.map(fileEvent),
    campaigns: campaigns.map((row) => row.config),
  };
}
