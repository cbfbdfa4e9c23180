/**
 * Subscriptions (spec 1 §3 "Subscription", §5 "Subscription payload", §9). Plain values and
 * pure rules, shared by the preferences page (which builds the payload) and the API (which
 * normalises whatever arrives, so a hand-made call follows the same rules).
 */

import type { SUBSCRIPTION_CHANNELS, SUBSCRIPTION_TYPES } from '../forms/vocabulary.js';

export type CommunicationType = (typeof SUBSCRIPTION_TYPES)[number];
export type SubscriptionChannel = (typeof SUBSCRIPTION_CHANNELS)[number];

/** The subscription flag as calls carry it (spec 1 §3: sent as 't'/'f'). */
export type SubscriptionFlag = 't' | 'f';

/**
 * The subscription types a tenant offers, with their stable ids (`communicationTypesId`).
 * Each type has one channel: job alerts and marketing by e-mail, sms by sms.
 */
export const SUBSCRIPTION_TYPE_CATALOGUE: readonly {
  communicationTypesId: number;
  communicationType: CommunicationType;
  channel: SubscriptionChannel;
}[] = [
  { communicationTypesId: 1, communicationType: 'job_alert', channel: 'email' },
  { communicationTypesId: 2, communicationType: 'marketing', channel: 'email' },
  { communicationTypesId: 3, communicationType: 'sms', channel: 'sms' },
];

/** Form field names of the subscriptions (spec 1 §3). */
export const SUBSCRIPTION_FIELD_NAMES = {
  subscription: 'subscription',
  marketingEmail: 'subscription_marketing_email',
  jobAlertEmail: 'subscription_jobalert_email',
} as const;

export interface SubscriptionChoice {
  communicationType: CommunicationType;
  channel: SubscriptionChannel;
  subscription: SubscriptionFlag;
}

export function toSubscriptionFlag(subscribed: boolean): SubscriptionFlag {
  return subscribed ? 't' : 'f';
}

export function isSubscribed(flag: SubscriptionFlag): boolean {
  return flag === 't';
}

/** Whether a type may travel on a channel (the pairs of SUBSCRIPTION_TYPE_CATALOGUE). */
export function isKnownSubscription(
  type: CommunicationType,
  channel: SubscriptionChannel,
): boolean {
  return SUBSCRIPTION_TYPE_CATALOGUE.some(
    (known) => known.communicationType === type && known.channel === channel,
  );
}

const key = (choice: Pick<SubscriptionChoice, 'communicationType' | 'channel'>) =>
  `${choice.communicationType}/${choice.channel}`;

/**
 * Spec 1 §5: choosing job-alert e-mail also sets marketing e-mail when that is unset, and
 * vice versa; duplicates by type and channel are removed. A repeated pair keeps its last
 * value (the later choice), at the place of its first appearance; an implied pair takes the
 * value of the one that implies it and goes at the end.
 */
export function normaliseSubscriptionPayload(
  choices: readonly SubscriptionChoice[],
): SubscriptionChoice[] {
  const byKey = new Map<string, SubscriptionChoice>();
  for (const choice of choices) {
    const existing = byKey.get(key(choice));
    if (existing) existing.subscription = choice.subscription;
    else byKey.set(key(choice), { ...choice });
  }
  const jobAlert = byKey.get('job_alert/email');
  const marketing = byKey.get('marketing/email');
  if (jobAlert && !marketing) {
    byKey.set('marketing/email', {
      communicationType: 'marketing',
      channel: 'email',
      subscription: jobAlert.subscription,
    });
  } else if (marketing && !jobAlert) {
    byKey.set('job_alert/email', {
      communicationType: 'job_alert',
      channel: 'email',
      subscription: marketing.subscription,
    });
  }
  return [...byKey.values()];
}

/**
 * The e-mail subscriptions an unsubscribe link ends (spec 1 §4): the e-mail's own type, or
 * with the one-click unsubscribe setting on, both marketing and job-alert e-mail.
 */
export function typesToUnsubscribe(
  emailType: Extract<CommunicationType, 'job_alert' | 'marketing'>,
  oneClickUnsubscribe: boolean,
): CommunicationType[] {
  return oneClickUnsubscribe ? ['marketing', 'job_alert'] : [emailType];
}
