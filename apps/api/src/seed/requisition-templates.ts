/**
 * The requisition templates a new tenant starts with (the demo tenant and every tenant the
 * `tenant create` command makes): staff create requisitions from them and edit the rest.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { applyStreams, requisitionTemplates, type JobPostingValues } from '../db/schema.js';
import { EASY_APPLY_STREAM_KEY, FULL_APPLY_STREAM_KEY } from './demo-streams.js';

interface TemplateSeed {
  name: string;
  title: string;
  category: string;
  streamKey: string;
  posting: JobPostingValues;
}

export const DEFAULT_REQUISITION_TEMPLATES: readonly TemplateSeed[] = [
  {
    name: 'Software engineer',
    title: 'Software Engineer',
    category: 'Engineering',
    streamKey: FULL_APPLY_STREAM_KEY,
    posting: {
      city: 'Austin',
      state: 'TX',
      country: 'United States',
      employmentType: 'Full-time',
      summary: 'Build and run the services our customers rely on every day.',
      description:
        'You will design, build and operate web services with a small team.\n\nWhat you bring: experience with a modern programming language, care for tests and a wish to learn.',
    },
  },
  {
    name: 'Store associate (part-time)',
    title: 'Store Associate',
    category: 'Retail',
    streamKey: EASY_APPLY_STREAM_KEY,
    posting: {
      city: 'Denver',
      state: 'CO',
      country: 'United States',
      employmentType: 'Part-time',
      summary: 'Help customers find what they need in one of our stores.',
      description:
        'You will welcome customers, keep the shelves in order and work the till.\n\nNo experience needed: we train you.',
    },
  },
];

/** Adds the default templates a tenant does not have yet (by name), on its streams by key. */
export async function seedRequisitionTemplates(db: Database, tenantId: number): Promise<number> {
  const streams = await db
    .select({ id: applyStreams.id, key: applyStreams.key })
    .from(applyStreams)
    .where(
      and(
        eq(applyStreams.tenantId, tenantId),
        inArray(
          applyStreams.key,
          DEFAULT_REQUISITION_TEMPLATES.map((template) => template.streamKey),
        ),
      ),
    );
  const added = await db
    .insert(requisitionTemplates)
    .values(
      DEFAULT_REQUISITION_TEMPLATES.map((template) => ({
        tenantId,
        name: template.name,
        title: template.title,
        category: template.category,
        applyStreamId: streams.find((stream) => stream.key === template.streamKey)?.id ?? null,
        posting: template.posting,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: requisitionTemplates.id });
  return added.length;
}
