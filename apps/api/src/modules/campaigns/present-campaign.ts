/** What leaves the server of a campaign and its event (rows never do). */
import type { Campaign, CampaignEvent, CampaignsFileCampaign } from '@talentgate/domain';
import type { EventRow } from '../../stores/campaign-store.js';

/** The event's title in a language, else in the tenant's default one. */
export function eventTitle(event: EventRow, language: string, defaultLanguage: string): string {
  return event.title[language] ?? event.title[defaultLanguage] ?? event.key;
}

export function presentEvent(event: EventRow): CampaignEvent {
  return {
    eventId: event.key,
    title: event.title,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    timeZone: event.timeZone,
    place: event.place,
    onlineUrl: event.onlineUrl,
    capacity: event.capacity,
    seatsLeft: Math.max(0, event.capacity - event.seatsTaken),
  };
}

export function presentCampaign(
  config: CampaignsFileCampaign,
  applyStreamId: number | null,
  event: EventRow | null,
): Campaign {
  return {
    name: config.name,
    title: config.title,
    hero: { heading: config.hero.heading, text: config.hero.text ?? null },
    blocks: config.blocks.map((block) => ({ heading: block.heading ?? null, text: block.text })),
    applyStreamId,
    flowType: event ? 'event' : 'microsite',
    event: event ? presentEvent(event) : null,
    jobs: config.jobs
      ? {
          heading: config.jobs.heading,
          category: config.jobs.category ?? null,
          location: config.jobs.location ?? null,
          limit: config.jobs.limit ?? 5,
        }
      : null,
    thankYou: config.thankYou,
  };
}
