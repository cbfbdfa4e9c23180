/**
 * What happens after the final submit (spec 2 §2 "dynamic form action"): redirect (go to the
 * message URL) or text (show the thank-you message); without an action, the thank-you page.
 */
import type { FormAction } from '@talentgate/domain';
import { localized } from '../fields/localized';

export type AfterFlow =
  { kind: 'redirect'; url: string } | { kind: 'text'; message: string } | { kind: 'thankYou' };

/** A redirect goes to this site's paths or to web addresses, never to script URLs. */
export function isSafeRedirect(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return true;
  return /^https?:\/\/[^\s]+$/i.test(url);
}

export function afterFlowAction(action: FormAction | undefined, language: string): AfterFlow {
  if (action?.type === 'redirect' && isSafeRedirect(action.messageUrl)) {
    return { kind: 'redirect', url: action.messageUrl };
  }
  if (action?.type === 'text') {
    return {
      kind: 'text',
      message: localized(action.message, action.messageTranslations, language),
    };
  }
  return { kind: 'thankYou' };
}
