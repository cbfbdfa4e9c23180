import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FEATURE_FLAG_DEFAULTS, FORGOT_PASSWORD_SENT, type SiteConfig } from '@talentgate/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { errorJson, json } from '../../test/fake-api';
import { stubMatchMedia } from '../../test/render-with-providers';
import type { CaptchaRenderParams } from '../captcha/captcha-api';

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
  captcha: { provider: 'turnstile', siteKey: 'site-key', scriptUrl: 'https://c.example/api.js' },
};

let renderedParams: CaptchaRenderParams[];
let resets: number;
let forgotCalls: string[];
let forgotAnswer: () => Response;

beforeEach(() => {
  stubMatchMedia();
  renderedParams = [];
  resets = 0;
  forgotCalls = [];
  forgotAnswer = () => json(200, FORGOT_PASSWORD_SENT);
  vi.stubGlobal('turnstile', {
    render: (_container: HTMLElement, params: CaptchaRenderParams) => {
      renderedParams.push(params);
      return 'w1';
    },
    reset: () => (resets += 1),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/rest/public/site/demo') return json(200, SITE);
      if (path === '/rest/public/featureflags/demo') {
        return json(200, { ...FEATURE_FLAG_DEFAULTS, CandidateResetPwdCaptchaEnabled: true });
      }
      if (path === '/rest/session') return json(200, { authenticated: false });
      if (path.startsWith('/rest/public/candidate/demo/password/')) {
        forgotCalls.push(path);
        return forgotAnswer();
      }
      return errorJson(404, 'ROUTE_NOT_FOUND');
    }),
  );
  window.history.replaceState(null, '', '/profile/forgot-password/');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<App client="demo" styleNonce={undefined} direction="ltr" queryClient={queryClient} />);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const solve = (token: string) => act(() => renderedParams.at(-1)?.callback(token));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

describe('forgot password with the captcha flag on (spec 1 §5, §7)', () => {
  it('asks for the captcha before sending, then sends its token as the path suffix', async () => {
    const email = await screen.findByLabelText(/^Email/);
    fireEvent.input(email, { target: { value: 'jane@example.com' } });
    await waitFor(() => expect(renderedParams).toHaveLength(1), { timeout: 3000 });
    submit();
    expect(await screen.findByText('Please confirm you are not a robot.')).toBeTruthy();
    expect(forgotCalls).toEqual([]);

    solve('token-1');
    submit();
    expect(await screen.findByText(FORGOT_PASSWORD_SENT)).toBeTruthy();
    expect(forgotCalls).toEqual(['/rest/public/candidate/demo/password/token-1']);
  });

  it('shows a refused captcha, keeps the e-mail and offers a fresh widget', async () => {
    forgotAnswer = () =>
      errorJson(400, 'CAPTCHA_INVALID', 'The captcha could not be verified. Please try it again.');
    const email = await screen.findByLabelText(/^Email/);
    fireEvent.input(email, { target: { value: 'jane@example.com' } });
    await waitFor(() => expect(renderedParams).toHaveLength(1), { timeout: 3000 });
    solve('stale-token');
    submit();
    expect(
      await screen.findByText('The captcha could not be verified. Please try it again.'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('jane@example.com');
    await waitFor(() => expect(resets).toBe(1));
    // The reset token is gone: a second submit asks for the captcha again.
    submit();
    expect(await screen.findByText('Please confirm you are not a robot.')).toBeTruthy();
    expect(forgotCalls).toHaveLength(1);
  });
});
