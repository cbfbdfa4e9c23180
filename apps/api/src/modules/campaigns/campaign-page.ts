/** A campaign page as the browser draws it: its texts, embedded stream and event (seats left). */
import type { Campaign } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { findCampaign } from '../../stores/campaign-store.js';
import { findStreamByKey } from '../apply-streams/find-stream.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { campaignStreamKey } from './campaign-landing.js';
import { presentCampaign } from './present-campaign.js';

export async function showCampaign(db: Database, tenant: Tenant, name: string): Promise<Campaign> {
  const campaign = await findCampaign(db, tenant.id, name);
  if (!campaign) throw appError('CAMPAIGN_NOT_FOUND');
  const { streamKey, event } = await campaignStreamKey(db, tenant, campaign.config);
  const stream = streamKey === null ? undefined : await findStreamByKey(db, tenant, streamKey);
  return presentCampaign(campaign.config, stream?.id ?? null, event);
}
