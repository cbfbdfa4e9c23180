/**
 * Microsites (campaign pages, spec 2 §2 `/campaign/{name}/`) and events (registration and
 * check-in): the tenant's campaigns file (config as code, `config/tenants/{client}/campaigns.yaml`,
 * its JSON Schema `config/schemas/campaigns.schema.json`), the public calls that draw a campaign
 * page and check a registrant in, and the staff calls over events and registrants.
 */
import Type from 'typebox';
import { ClientKey, IdParam } from './common.js';

/** A campaign's name in its address, and an event's key: lower-case words joined by hyphens. */
export const CAMPAIGN_NAME_PATTERN = '^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$';
export const CampaignName = Type.String({ pattern: CAMPAIGN_NAME_PATTERN });
export const EventKey = Type.String({ pattern: CAMPAIGN_NAME_PATTERN });

/** A text in each of the tenant's languages (the import checks every one is there). */
const localizedText = (maxLength: number) =>
  Type.Record(
    Type.String({ pattern: '^[a-z]{2}(?:-[a-z]{2})?$' }),
    Type.String({ minLength: 1, maxLength }),
    { additionalProperties: false },
  );
export const ShortText = localizedText(200);
export type ShortText = Type.Static<typeof ShortText>;
/**
 * Rich text without markup: paragraphs are separated by a blank line, and a paragraph whose
 * lines start with "- " is a bulleted list. No HTML reaches the page, so no text can script it.
 */
export const RichText = localizedText(5000);
export type RichText = Type.Static<typeof RichText>;

export const CampaignBlock = Type.Object(
  { heading: Type.Optional(ShortText), text: RichText },
  { additionalProperties: false },
);
export type CampaignBlock = Type.Static<typeof CampaignBlock>;

/** Open jobs listed under the landing content, filtered like the job search. */
export const CampaignJobs = Type.Object(
  {
    heading: ShortText,
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    location: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5 })),
  },
  { additionalProperties: false },
);
export type CampaignJobs = Type.Static<typeof CampaignJobs>;

export const CampaignsFileCampaign = Type.Object(
  {
    name: CampaignName,
    title: ShortText,
    hero: Type.Object(
      { heading: ShortText, text: Type.Optional(RichText) },
      { additionalProperties: false },
    ),
    blocks: Type.Array(CampaignBlock, { maxItems: 20, default: [] }),
    /** The embedded apply stream by key (a join stream, say); or `event` names it. */
    stream: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** An event campaign: its registration stream is the embedded stream (flow type event). */
    event: Type.Optional(EventKey),
    jobs: Type.Optional(CampaignJobs),
    /** Replaces the landing content once the embedded stream is submitted (spec 2 §2). */
    thankYou: Type.Object({ heading: ShortText, text: RichText }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type CampaignsFileCampaign = Type.Static<typeof CampaignsFileCampaign>;

/** ISO 8601 date and time with Z or an offset (the import also checks it is a real instant). */
const DateTime = Type.String({
  pattern:
    '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,3})?)?(?:Z|[+-]\\d{2}:\\d{2})$',
});

export const CampaignsFileEvent = Type.Object(
  {
    key: EventKey,
    title: ShortText,
    /** ISO 8601 with an offset or Z: `2026-12-03T17:00:00Z`. */
    startsAt: DateTime,
    endsAt: DateTime,
    /** The zone times are shown in, IANA: `America/Chicago`. */
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    place: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    onlineUrl: Type.Optional(Type.String({ pattern: '^https://[^\\s]{1,500}$' })),
    capacity: Type.Integer({ minimum: 1, maximum: 100000 }),
    /** The registration stream by key (flow type event). */
    stream: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type CampaignsFileEvent = Type.Static<typeof CampaignsFileEvent>;

export const CampaignsFile = Type.Object(
  {
    version: Type.Literal(1),
    events: Type.Array(CampaignsFileEvent, { maxItems: 200, default: [] }),
    campaigns: Type.Array(CampaignsFileCampaign, { maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type CampaignsFile = Type.Static<typeof CampaignsFile>;

export const CampaignClientParams = Type.Object({ client: ClientKey });
export type CampaignClientParams = Type.Static<typeof CampaignClientParams>;

export const CampaignParams = Type.Object({ client: ClientKey, name: CampaignName });
export type CampaignParams = Type.Static<typeof CampaignParams>;

/** An event as a campaign page shows it. */
export const CampaignEvent = Type.Object({
  eventId: EventKey,
  title: ShortText,
  startsAt: Type.String(),
  endsAt: Type.String(),
  timeZone: Type.String(),
  place: Type.Union([Type.String(), Type.Null()]),
  onlineUrl: Type.Union([Type.String(), Type.Null()]),
  capacity: Type.Integer(),
  seatsLeft: Type.Integer(),
});
export type CampaignEvent = Type.Static<typeof CampaignEvent>;

/** A campaign page: its texts in every language, the stream it embeds, its event if any. */
export const Campaign = Type.Object({
  name: CampaignName,
  title: ShortText,
  hero: Type.Object({ heading: ShortText, text: Type.Union([RichText, Type.Null()]) }),
  blocks: Type.Array(
    Type.Object({ heading: Type.Union([ShortText, Type.Null()]), text: RichText }),
  ),
  /** The embedded stream; null when the tenant has no stream by that key (any more). */
  applyStreamId: Type.Union([Type.Integer(), Type.Null()]),
  flowType: Type.Union([Type.Literal('microsite'), Type.Literal('event')]),
  event: Type.Union([CampaignEvent, Type.Null()]),
  jobs: Type.Union([
    Type.Object({
      heading: ShortText,
      category: Type.Union([Type.String(), Type.Null()]),
      location: Type.Union([Type.String(), Type.Null()]),
      limit: Type.Integer(),
    }),
    Type.Null(),
  ]),
  thankYou: Type.Object({ heading: ShortText, text: RichText }),
});
export type Campaign = Type.Static<typeof Campaign>;

/** The claims of a check-in link's token the page reads (spec 2 §2 event check-in page). */
export interface CheckInClaims {
  email: string;
  firstName: string;
  lastName: string;
}

export const CheckInQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }) });
export type CheckInQuery = Type.Static<typeof CheckInQuery>;

export const EVENT_STATUS_NAMES = ['Registered', 'Attended'] as const;
export type EventStatusName = (typeof EVENT_STATUS_NAMES)[number];
export const EventStatusName = Type.Union([Type.Literal('Registered'), Type.Literal('Attended')]);

/** What a valid check-in link shows: the event and the registrant's state. */
export const CheckIn = Type.Object({
  eventId: EventKey,
  candidateId: Type.Integer(),
  event: CampaignEvent,
  statusName: EventStatusName,
});
export type CheckIn = Type.Static<typeof CheckIn>;

/**
 * The event status call (spec 2 §7 "Update event candidate status by candidateId and eventId
 * (statusName)"). On the public side the check-in link's token authorises it, for its own
 * registrant and event only, and it may only mark them Attended.
 */
export const EventStatusParams = Type.Object({
  client: ClientKey,
  eventId: EventKey,
  candidateId: IdParam,
});
export type EventStatusParams = Type.Static<typeof EventStatusParams>;

export const EventStatusBody = Type.Object(
  {
    statusName: Type.Literal('Attended'),
    token: Type.String({ minLength: 1, maxLength: 4096 }),
    /** The names the check-in page shows, as the registrant confirmed or corrected them. */
    firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type EventStatusBody = Type.Static<typeof EventStatusBody>;

export const EventStatus = Type.Object({
  eventId: EventKey,
  candidateId: Type.Integer(),
  statusName: EventStatusName,
  statusDate: Type.Integer(),
});
export type EventStatus = Type.Static<typeof EventStatus>;

/** Staff: the tenant's events with their seats. */
export const StaffEvent = Type.Object({
  eventId: EventKey,
  title: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  timeZone: Type.String(),
  place: Type.Union([Type.String(), Type.Null()]),
  onlineUrl: Type.Union([Type.String(), Type.Null()]),
  capacity: Type.Integer(),
  seatsTaken: Type.Integer(),
  attended: Type.Integer(),
});
export type StaffEvent = Type.Static<typeof StaffEvent>;

export const StaffEventList = Type.Object({ events: Type.Array(StaffEvent) });
export type StaffEventList = Type.Static<typeof StaffEventList>;

export const StaffEventParams = Type.Object({ client: ClientKey, eventId: EventKey });
export type StaffEventParams = Type.Static<typeof StaffEventParams>;

export const EventRegistrant = Type.Object({
  candidateId: Type.Integer(),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  statusName: EventStatusName,
  registeredAt: Type.Integer(),
  statusDate: Type.Integer(),
});
export type EventRegistrant = Type.Static<typeof EventRegistrant>;

export const EventRegistrantList = Type.Object({ registrants: Type.Array(EventRegistrant) });
export type EventRegistrantList = Type.Static<typeof EventRegistrantList>;
