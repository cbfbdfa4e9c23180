/**
 * The campaign page a flow was submitted from (`wpLandingPageId`, spec 2 §3 candidate form
 * record), for the final submit: the campaign must exist and embed the attempt's stream; its
 * flow is then microsite (contact method Landing Page) or, for an event campaign, event
 * (Event Registration Form), whatever the stream's own flow type (spec 2 §1).
 */
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { findCampaign, findEvent, type EventRow } from '../../stores/campaign-store.js';
import type { Tenant } from '../tenants/find-tenant.js';

export interface CampaignLanding {
  name: string;
  flowType: 'microsite' | 'event';
  event: EventRow | null;
}

/** The stream key a campaign embeds: its own, or its event's registration stream. */
export async function campaignStreamKey(
  db: Database,
  tenant: Tenant,
  campaign: { stream?: string | undefined; event?: string | undefined },
): Promise<{ streamKey: string | null; event: EventRow | null }> {
  if (campaign.event === undefined) return { streamKey: campaign.stream ?? null, event: null };
  const event = await findEvent(db, tenant.id, campaign.event);
  return { streamKey: event?.applyStreamKey ?? null, event };
}

export async function findCampaignLanding(
  db: Database,
  tenant: Tenant,
  name: string,
  streamKey: string,
): Promise<CampaignLanding> {
  const campaign = await requireCampaign(db, tenant, name);
  const embedded = await campaignStreamKey(db, tenant, campaign.config);
  // Another stream than the page embeds: not a submission of this campaign page.
  if (embedded.streamKey !== streamKey) throw appError('CAMPAIGN_NOT_FOUND');
  return {
    name,
    flowType: embedded.event ? 'event' : 'microsite',
    event: embedded.event,
  };
}

async function requireCampaign(db: Database, tenant: Tenant, name: string) {
  const campaign = await findCampaign(db, tenant.id, name);
  if (!campaign) throw appError('CAMPAIGN_NOT_FOUND');
  return campaign;
}
