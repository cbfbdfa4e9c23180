/**
 * Back pressed while a Continue is still being saved: the visitor asked for the previous
 * form, so it stays open when the save answers (before, the save's answer opened the next
 * form over it).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ApplyAttempt } from '@talentgate/domain';
import { getI18n } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/App';
import { createQueryClient } from '../../../app/query-client';
import engineEn from '../../../i18n/locales/apply-engine/en.json';
import { removePageAnswers, servePageAnswers } from '../../../test/page-answers';
import { json } from '../../../test/fake-api';
import { stubMatchMedia, stubResizeObserver } from '../../../test/render-with-providers';
import { storeAttempt } from '../api/attempt-storage';
// The answers a real `/apply/?link=30` page comes with: the demo's full apply stream, whose
// forms are About you (3), Education (4), Work history (5), Certifications (6), Terms (7).
import pageAnswers from './fixtures/full-apply-page-answers.json';

const EXPIRES_AT = Date.now() + 86_400_000;
const ABOUT_YOU = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  uname: 'ada@example.com',
  phone1: '+15125550100',
  zip: '78701',
  city: 'Austin',
  country: 'US',
};

/** Education needs a record; the visitor's is saved with the attempt. */
const EDUCATION = {
  education: [{ levelAttained: 'BSc Nursing', institution: 'University of Leeds' }],
};

const attempt = (completedFormIds: number[], nextFormId: number): ApplyAttempt => ({
  applyStreamId: 3,
  requisitionId: 30,
  completedFormIds,
  answers: { '3': ABOUT_YOU, '4': EDUCATION },
  nextFormId,
  expiresAt: EXPIRES_AT,
});

let answerSave: (() => void) | null = null;

beforeEach(() => {
  stubMatchMedia();
  stubResizeObserver();
  getI18n().addResourceBundle('en', 'applyEngine', engineEn);
  servePageAnswers(pageAnswers);
  // The visitor saved About you earlier: their attempt comes back on Education.
  storeAttempt('demo', 'apply-30-3', { attemptId: 'a'.repeat(43), expiresAt: EXPIRES_AT });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL | Request, init?: RequestInit) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      if (pathname === '/rest/session') {
        return Promise.resolve(
          json(200, { authenticated: false, client: null, candidateId: null, expiresAt: null }),
        );
      }
      if (pathname === '/rest/public/apply/demo/attempt' && (init?.method ?? 'GET') === 'GET') {
        return Promise.resolve(json(200, { ...attempt([3], 4), heldResume: null }));
      }
      if (pathname === '/rest/public/apply/demo/attempt/form/4') {
        // Education's save answers only when the test says so.
        return new Promise<Response>((resolve) => {
          answerSave = () => resolve(json(200, attempt([3, 4], 5)));
        });
      }
      return Promise.resolve(json(404, { statusCode: 404, code: 'ROUTE_NOT_FOUND' }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  removePageAnswers();
  window.localStorage.clear();
  answerSave = null;
});

describe('Back while Continue is saving', () => {
  it('keeps the previous form open when the save answers', async () => {
    // The visitor came to Education from About you: the browser's Back leads there.
    window.history.replaceState(null, '', '/apply/30/1/');
    window.history.pushState(null, '', '/apply/30/2/');
    render(
      <App
        client="demo"
        styleNonce={undefined}
        direction="ltr"
        queryClient={createQueryClient()}
      />,
    );
    await screen.findByRole('heading', { level: 2, name: /Education/ }, { timeout: 15_000 });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(answerSave).not.toBeNull());
    window.history.back();
    await screen.findByText('Step 1 of 5');

    answerSave?.();
    // Give the save's answer time to act on the flow.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(window.location.pathname).toBe('/apply/30/1/');
    expect(screen.getByLabelText(/First Name/)).toHaveProperty('value', 'Ada');
  });
});
