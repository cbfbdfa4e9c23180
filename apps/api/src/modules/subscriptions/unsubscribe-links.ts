/**
 * The unsubscribe links and headers of marketing and job-alert e-mails. The body links open
 * our pages (they work signed out); the List-Unsubscribe header (RFC 2369) names the
 * one-click address, and List-Unsubscribe-Post (RFC 8058) tells mail clients that one POST
 * to it unsubscribes, with no page to open.
 */
import { localizePath } from '@talentgate/domain';
import type { Tenant } from '../tenants/find-tenant.js';
import type { SigningKeys } from '../tokens/signing-keys.js';
import { issueUnsubscribeToken, type UnsubscribableType } from './unsubscribe-token.js';

export interface UnsubscribeLinks {
  /** `/unsubscribe/?token=` */
  unsubscribeLink: string;
  /** `/profile/actionpreferences/?action=unsubscribe&email=&signature=` */
  actionLink: string;
  headers: Record<string, string>;
}

/** The one-click address; the token travels in the query because the POST body is fixed. */
function oneClickPath(client: string, token: string): string {
  return `/rest/public/subscriptions/${client}/one-click?token=${encodeURIComponent(token)}`;
}

export async function unsubscribeLinks(
  keys: SigningKeys,
  place: { origin: string; language: string; tenant: Tenant },
  recipient: { candidateId: number; email: string },
  emailType: UnsubscribableType,
): Promise<UnsubscribeLinks> {
  const token = await issueUnsubscribeToken(keys, {
    tenantId: place.tenant.id,
    candidateId: recipient.candidateId,
    email: recipient.email,
    emailType,
  });
  const page = (path: string) => `${place.origin}${localizePath(path, place.language)}`;
  const action = new URLSearchParams({
    action: 'unsubscribe',
    email: recipient.email,
    signature: token,
  });
  return {
    unsubscribeLink: `${page('/unsubscribe/')}?token=${encodeURIComponent(token)}`,
    actionLink: `${page('/profile/actionpreferences/')}?${action.toString()}`,
    headers: {
      'List-Unsubscribe': `<${place.origin}${oneClickPath(place.tenant.client, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
