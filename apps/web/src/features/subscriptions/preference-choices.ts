import {
  normaliseSubscriptionPayload,
  toSubscriptionFlag,
  type CommunicationType,
  type SubscriptionChoice,
  type SubscriptionList,
} from '@talentgate/domain';

/** The toggles the preferences panel shows: job alerts only with the jobAlertSubscription flag. */
export function visibleTypes(jobAlertSubscription: boolean): CommunicationType[] {
  return jobAlertSubscription ? ['marketing', 'job_alert', 'sms'] : ['marketing', 'sms'];
}

/**
 * The update payload after one toggle: every visible toggle's value (so each is set), the
 * changed one new, then the rules of spec 1 §5 (a hidden job-alert toggle follows marketing).
 */
export function payloadAfterToggle(
  current: SubscriptionList,
  visible: readonly CommunicationType[],
  changed: CommunicationType,
  subscribed: boolean,
): SubscriptionChoice[] {
  const choices = current
    .filter((item) => visible.includes(item.communicationType))
    .map((item) => ({
      communicationType: item.communicationType,
      channel: item.channel,
      subscription:
        item.communicationType === changed ? toSubscriptionFlag(subscribed) : item.subscription,
    }));
  return normaliseSubscriptionPayload(choices);
}
