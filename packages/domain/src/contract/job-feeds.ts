import Type from 'typebox';
import { APPLICATION_SOURCE_PATTERN } from '../constants.js';

/**
 * The job feeds' query (decision 0043): `source` names the board that reads the feed; its job
 * and apply links carry it, and an application made through them records it.
 */
export const JobFeedQuery = Type.Object(
  { source: Type.Optional(Type.String({ pattern: APPLICATION_SOURCE_PATTERN })) },
  { additionalProperties: false },
);
export type JobFeedQuery = Type.Static<typeof JobFeedQuery>;

/** One open job in the JSON feed. */
export const JobFeedItem = Type.Object({
  id: Type.Integer(),
  /** The requisition: the reference number boards keep. */
  referenceNumber: Type.String(),
  title: Type.String(),
  datePosted: Type.String({ format: 'date' }),
  /** The job page, with the feed's source. */
  url: Type.String(),
  /** The apply page, with the feed's source. */
  applyUrl: Type.String(),
  company: Type.String(),
  category: Type.String(),
  location: Type.Object({
    city: Type.String(),
    state: Type.String(),
    country: Type.String(),
    label: Type.String(),
    remote: Type.Boolean(),
  }),
  /** As the tenant writes it ("Full-time"), and schema.org's name when it is one (FULL_TIME). */
  employmentType: Type.String(),
  schemaEmploymentType: Type.Union([Type.String(), Type.Null()]),
  summary: Type.String(),
  /** Escaped HTML: headings, paragraphs and lists of the plain-text description. */
  description: Type.String(),
});
export type JobFeedItem = Type.Static<typeof JobFeedItem>;

/** The JSON feed: every open job of the site, newest first. */
export const JobFeed = Type.Object({
  publisher: Type.String(),
  publisherUrl: Type.String(),
  /** When the feed was made (ISO 8601). */
  lastBuildDate: Type.String(),
  source: Type.String(),
  jobs: Type.Array(JobFeedItem),
});
export type JobFeed = Type.Static<typeof JobFeed>;
