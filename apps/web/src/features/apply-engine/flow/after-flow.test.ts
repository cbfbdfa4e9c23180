import type { FormAction } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { afterFlowAction, isSafeRedirect } from './after-flow';

describe('after the final submit (spec 2 §2 dynamic form action)', () => {
  it('redirects to the message URL', () => {
    expect(afterFlowAction({ type: 'redirect', messageUrl: '/jobs/3/' }, 'en')).toEqual({
      kind: 'redirect',
      url: '/jobs/3/',
    });
    expect(
      afterFlowAction({ type: 'redirect', messageUrl: 'https://example.com/next' }, 'en'),
    ).toEqual({ kind: 'redirect', url: 'https://example.com/next' });
  });

  it('never follows a script or protocol-relative URL', () => {
    for (const url of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', '/\\evil']) {
      expect(isSafeRedirect(url)).toBe(false);
    }
    expect(afterFlowAction({ type: 'redirect', messageUrl: 'javascript:alert(1)' }, 'en')).toEqual({
      kind: 'thankYou',
    });
  });

  it('shows the thank-you message in the page language', () => {
    const action: FormAction = {
      type: 'text',
      message: 'Thanks!',
      messageTranslations: { es: '¡Gracias!' },
    };
    expect(afterFlowAction(action, 'es')).toEqual({ kind: 'text', message: '¡Gracias!' });
    expect(afterFlowAction(action, 'fr')).toEqual({ kind: 'text', message: 'Thanks!' });
    expect(afterFlowAction(undefined, 'en')).toEqual({ kind: 'thankYou' });
  });
});
