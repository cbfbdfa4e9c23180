import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Job, JobSearchResult, Requisition, SiteConfig } from '@talentgate/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Importing the helper also registers its English i18next instance for the hooks.
import { stubMatchMedia } from '../test/render-with-providers';
import { App } from './App';
import { createQueryClient } from './query-client';

const SITE: SiteConfig = {
  client: 'demo',
  name: 'Northwind',
  tagline: 'Care',
  defaultLanguage: 'en',
  languages: ['en', 'es'],
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

const SEARCH: JobSearchResult = {
  jobs: [JOB],
  total: 1,
  page: 1,
  pageSize: 20,
  counts: { category: [{ value: 'Engineering', count: 1 }], location: [] },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for the API, answering the calls the pages make. */
function fakeApi(input: string): Response {
  const path = new URL(input, 'http://localhost').pathname;
  if (path === '/rest/public/site/demo') return json(200, SITE);
  if (path === '/rest/session') {
    return json(200, { authenticated: false, client: null, candidateId: null, expiresAt: null });
  }
  if (path === '/rest/public/jobsearch/demo') return json(200, SEARCH);
  if (path === '/rest/public/job/demo/id/3') return json(200, JOB);
  if (path === '/rest/public/requisition/demo/id/30') {
    const requisition: Requisition = {
      requisitionId: 30,
      id: 30,
      applyStreamId: null,
      title: 'Data Engineer',
      category: 'Engineering',
      status: 'closed',
      closed: true,
    };
    return json(200, requisition);
  }
  return json(404, { statusCode: 404, code: 'JOB_NOT_FOUND', message: 'Not found' });
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <App client="demo" styleNonce={undefined} direction="ltr" queryClient={createQueryClient()} />,
  );
}

beforeEach(() => {
  stubMatchMedia();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => Promise.resolve(fakeApi(input))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the app', () => {
  it('shows the career home with its results', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Careers at Northwind' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '1 job' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Data Engineer' });
    expect(link.getAttribute('href')).toBe('/jobs/3/data-engineer/');
  });

  it('matches paths case-insensitively and links the apply entry', async () => {
    renderAt('/JOBS/3/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Engineer' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Apply now' })[0]?.getAttribute('href')).toBe(
      '/apply/?link=30',
    );
  });

  it('shows not found for planned routes, unknown paths and unknown jobs', async () => {
    for (const path of ['/campaign/spring/', '/no/such/page/', '/jobs/999/']) {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      cleanup();
    }
  });

  it('sends /apply/ with a job, or without a link, to /apply/join/ with the same query', async () => {
    renderAt('/es/apply/?job=3&sId=2');
    await waitFor(() => expect(window.location.pathname).toBe('/es/apply/join/'));
    expect(window.location.search).toBe('?job=3&sId=2');
  });

  it('shows the job-closed indicator for a closed requisition', async () => {
    renderAt('/apply/?link=30');
    expect(await screen.findByText('This job is no longer accepting applications')).toBeTruthy();
  });
});
