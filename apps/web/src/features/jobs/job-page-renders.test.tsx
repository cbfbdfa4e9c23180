/**
 * A visitor's job page is drawn once while it opens (issue 21): the session check's answer
 * (no one signed in) used to draw the whole page again, description included, through the
 * "already applied" check, a second long task on a phone.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { Job, SiteConfig } from '@talentgate/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { createQueryClient } from '../../app/query-client';
import { countRenders } from '../../test/count-renders';
import { json } from '../../test/fake-api';
import { stubMatchMedia } from '../../test/render-with-providers';

const SITE: SiteConfig = {
  client: 'demo',
  name: 'Northwind',
  tagline: 'Care',
  defaultLanguage: 'en',
  languages: ['en'],
  passwordCriteria: ['length'],
  policyLinks: { terms: null, privacy: null },
  texts: { tagline: {}, streamNames: {} },
  signInModal: true,
  analytics: 'aggregate',
  branding: null,
  captcha: null,
};

const JOB: Job = {
  id: 3,
  requisitionId: 30,
  title: 'Data Engineer',
  primary_category: 'Engineering',
  seoUrl: 'data-engineer',
  location: { city: 'Austin', state: 'TX', country: 'United States', label: 'Austin, TX' },
  employmentType: 'Full-time',
  summary: 'Pipelines.',
  postedDate: '2025-03-01',
  closed: false,
  description: 'Intro.\n\nYou bring:\n- SQL',
};

let answerSession: () => void = () => undefined;
let renders: ReturnType<typeof countRenders> | null = null;

beforeEach(() => {
  stubMatchMedia();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/rest/public/site/demo') return Promise.resolve(json(200, SITE));
      if (path === '/rest/public/job/demo/id/3') return Promise.resolve(json(200, JOB));
      if (path === '/rest/session') {
        // Answered once the job shows, as on a phone, where the page's code takes longer.
        const signedOut = {
          authenticated: false,
          client: null,
          candidateId: null,
          expiresAt: null,
        };
        return new Promise<Response>((resolve) => {
          answerSession = () => resolve(json(200, signedOut));
        });
      }
      return Promise.resolve(json(404, { statusCode: 404, code: 'ROUTE_NOT_FOUND', message: '' }));
    }),
  );
});

afterEach(() => {
  renders?.stop();
  cleanup();
  vi.unstubAllGlobals();
});

describe('opening a job page', () => {
  it('draws the first screen with plain elements around the few controls', async () => {
    window.history.replaceState(null, '', '/jobs/3/data-engineer/');
    const counted = countRenders();
    renders = counted;
    render(
      <App
        client="demo"
        styleNonce={undefined}
        direction="ltr"
        queryClient={createQueryClient()}
      />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Data Engineer' });
    // Header, footer, the job's column and its description drew 276 components while the job
    // appeared, 161 of them Mantine's; each is render work inside the page's longest task.
    expect(counted.total()).toBeLessThanOrEqual(180);
  });

  it('draws the job once, the session answer included', async () => {
    window.history.replaceState(null, '', '/jobs/3/data-engineer/');
    const counted = countRenders();
    renders = counted;
    render(
      <App
        client="demo"
        styleNonce={undefined}
        direction="ltr"
        queryClient={createQueryClient()}
      />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Data Engineer' });
    expect(counted.of('JobDetails')).toBe(1);
    answerSession();
    // The header's sign-in button takes its place once the session is known to be signed out.
    await vi.waitFor(() => expect(counted.of('SignInMenu')).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(counted.of('JobDetails')).toBe(1);
    expect(counted.of('JobDescription')).toBe(1);
  });
});
