import { describe, expect, it } from 'vitest';

import { DEMO_CATEGORIES, DEMO_JOBS, DEMO_LOCATIONS, DEMO_TENANT } from './demo-jobs.js';
import type { DemoJob } from './demo-jobs.js';

const locationId = (loc: { city: string; state: string; country: string }): string =>
  `${loc.city}|${loc.state}|${loc.country}`;

const countBy = <K extends string>(items: readonly DemoJob[], key: (job: DemoJob) => K) => {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

describe('DEMO_CATEGORIES', () => {
  it('has exactly the six expected categories', () => {
    expect([...DEMO_CATEGORIES]).toEqual([
      'Engineering',
      'Nursing & Care',
      'Sales & Marketing',
      'Operations & Logistics',
      'Finance',
      'People & HR',
    ]);
  });

  it('has at least 5 jobs in every category', () => {
    const counts = countBy(DEMO_JOBS, (job) => job.category);
    for (const category of DEMO_CATEGORIES) {
      expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('DEMO_LOCATIONS', () => {
  it('has exactly 10 distinct locations across at least 4 countries', () => {
    expect(DEMO_LOCATIONS).toHaveLength(10);
    expect(new Set(DEMO_LOCATIONS.map(locationId)).size).toBe(10);
    expect(new Set(DEMO_LOCATIONS.map((loc) => loc.country)).size).toBeGreaterThanOrEqual(4);
  });

  it('uses every location for at least one job', () => {
    const used = new Set(DEMO_JOBS.map(locationId));
    for (const loc of DEMO_LOCATIONS) {
      expect(used.has(locationId(loc)), locationId(loc)).toBe(true);
    }
  });

  it('places every job in one of DEMO_LOCATIONS', () => {
    const known = new Set(DEMO_LOCATIONS.map(locationId));
    for (const job of DEMO_JOBS) {
      expect(known.has(locationId(job)), job.key).toBe(true);
    }
  });
});

describe('DEMO_JOBS', () => {
  it('has at least 48 jobs', () => {
    expect(DEMO_JOBS.length).toBeGreaterThanOrEqual(48);
  });

  it('has at least 6 closed jobs spread over several categories', () => {
    const closed = DEMO_JOBS.filter((job) => job.status === 'closed');
    expect(closed.length).toBeGreaterThanOrEqual(6);
    expect(new Set(closed.map((job) => job.category)).size).toBeGreaterThanOrEqual(4);
  });

  it('has at least 8 "Engineer" titles and 3 "Nurse" titles', () => {
    expect(DEMO_JOBS.filter((job) => /\bEngineer\b/.test(job.title)).length).toBeGreaterThanOrEqual(
      8,
    );
    expect(DEMO_JOBS.filter((job) => /\bNurse\b/.test(job.title)).length).toBeGreaterThanOrEqual(3);
  });

  it('has unique kebab-case keys', () => {
    const keys = DEMO_JOBS.map((job) => job.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has unique smart post ids of 8 uppercase alphanumerics', () => {
    const ids = DEMO_JOBS.map((job) => job.smartPostId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('has unique titles per location', () => {
    const ids = DEMO_JOBS.map((job) => `${job.title}|${job.city}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has non-empty summaries of at most 240 characters', () => {
    for (const job of DEMO_JOBS) {
      expect(job.summary.trim().length, job.key).toBeGreaterThan(0);
      expect(job.summary.length, job.key).toBeLessThanOrEqual(240);
    }
  });

  it('has plain-text descriptions of 3-6 paragraphs with "- " lists', () => {
    for (const job of DEMO_JOBS) {
      const paragraphs = job.description.split('\n\n');
      expect(paragraphs.length, job.key).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length, job.key).toBeLessThanOrEqual(6);
      for (const paragraph of paragraphs) {
        expect(paragraph.trim(), job.key).toBe(paragraph);
        expect(paragraph.length, job.key).toBeGreaterThan(0);
      }
      expect(job.description, job.key).toMatch(/^- \S/m);
      expect(job.description, job.key).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(job.description, job.key).not.toMatch(/^#/m);
      expect(job.description, job.key).not.toMatch(/[ \t]$/m);
    }
  });

  it('has distinct descriptions and summaries', () => {
    expect(new Set(DEMO_JOBS.map((job) => job.description)).size).toBe(DEMO_JOBS.length);
    expect(new Set(DEMO_JOBS.map((job) => job.summary)).size).toBe(DEMO_JOBS.length);
  });

  it('has postedDaysAgo as an integer within 0..60', () => {
    for (const job of DEMO_JOBS) {
      expect(Number.isInteger(job.postedDaysAgo), job.key).toBe(true);
      expect(job.postedDaysAgo, job.key).toBeGreaterThanOrEqual(0);
      expect(job.postedDaysAgo, job.key).toBeLessThanOrEqual(60);
    }
  });

  it('uses only known categories, statuses and employment types', () => {
    const types = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary'];
    for (const job of DEMO_JOBS) {
      expect(DEMO_CATEGORIES, job.key).toContain(job.category);
      expect(['open', 'closed'], job.key).toContain(job.status);
      expect(types, job.key).toContain(job.employmentType);
    }
  });

  it.each(['Kubernetes', 'pediatric', 'forklift', 'payroll'])(
    'mentions "%s" in at least one job for full-text search tests',
    (word) => {
      const pattern = new RegExp(`\\b${word}\\b`, 'i');
      expect(DEMO_JOBS.some((job) => pattern.test(`${job.title} ${job.description}`))).toBe(true);
    },
  );
});

describe('DEMO_TENANT', () => {
  it('describes the demo tenant', () => {
    expect(DEMO_TENANT.client).toBe('demo');
    expect(DEMO_TENANT.name).toBe('Northwind Health & Technology');
    expect(DEMO_TENANT.tagline.length).toBeGreaterThan(0);
    expect(DEMO_TENANT.languages).toContain(DEMO_TENANT.defaultLanguage);
  });
});
