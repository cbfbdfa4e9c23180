import { describe, expect, it } from 'vitest';
import type { SubscriptionList } from '@talentgate/domain';
import { payloadAfterToggle, visibleTypes } from './preference-choices';

const owner = { candidateId: 7, usersId: 7, userName: 'jane@example.com' };
const current: SubscriptionList = [
  {
    communicationTypesId: 1,
    communicationType: 'job_alert',
    channel: 'email',
    subscription: 't',
    ...owner,
  },
  {
    communicationTypesId: 2,
    communicationType: 'marketing',
    channel: 'email',
    subscription: 't',
    ...owner,
  },
  {
    communicationTypesId: 3,
    communicationType: 'sms',
    channel: 'sms',
    subscription: 'f',
    ...owner,
  },
];

describe('preferences payload', () => {
  it('hides job alerts without the jobAlertSubscription flag', () => {
    expect(visibleTypes(false)).toEqual(['marketing', 'sms']);
    expect(visibleTypes(true)).toContain('job_alert');
  });

  it('lets the hidden job-alert e-mail follow marketing e-mail (spec 1 §5)', () => {
    expect(payloadAfterToggle(current, visibleTypes(false), 'marketing', false)).toEqual([
      { communicationType: 'marketing', channel: 'email', subscription: 'f' },
      { communicationType: 'sms', channel: 'sms', subscription: 'f' },
      { communicationType: 'job_alert', channel: 'email', subscription: 'f' },
    ]);
  });

  it('sends each shown toggle as set, so they stay independent', () => {
    expect(payloadAfterToggle(current, visibleTypes(true), 'job_alert', false)).toEqual([
      { communicationType: 'job_alert', channel: 'email', subscription: 'f' },
      { communicationType: 'marketing', channel: 'email', subscription: 't' },
      { communicationType: 'sms', channel: 'sms', subscription: 'f' },
    ]);
  });
});
