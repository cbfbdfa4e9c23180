import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_CHANNELS, SUBSCRIPTION_TYPES } from '../forms/vocabulary.js';
import {
  normaliseSubscriptionPayload,
  typesToUnsubscribe,
  type SubscriptionChoice,
} from './subscription-payload.js';

const choice = fc.record({
  communicationType: fc.constantFrom(...SUBSCRIPTION_TYPES),
  channel: fc.constantFrom(...SUBSCRIPTION_CHANNELS),
  subscription: fc.constantFrom('t' as const, 'f' as const),
});
const payload = fc.array(choice, { maxLength: 12 });

const find = (list: SubscriptionChoice[], type: string, channel = 'email') =>
  list.find((item) => item.communicationType === type && item.channel === channel);

describe('subscription payload (spec 1 §5)', () => {
  it('sets marketing e-mail from job-alert e-mail when unset, and vice versa', () => {
    expect(
      normaliseSubscriptionPayload([
        { communicationType: 'job_alert', channel: 'email', subscription: 't' },
      ]),
    ).toEqual([
      { communicationType: 'job_alert', channel: 'email', subscription: 't' },
      { communicationType: 'marketing', channel: 'email', subscription: 't' },
    ]);
    expect(
      normaliseSubscriptionPayload([
        { communicationType: 'marketing', channel: 'email', subscription: 'f' },
      ]),
    ).toEqual([
      { communicationType: 'marketing', channel: 'email', subscription: 'f' },
      { communicationType: 'job_alert', channel: 'email', subscription: 'f' },
    ]);
  });

  it('keeps both when both are set, even when they differ', () => {
    const both: SubscriptionChoice[] = [
      { communicationType: 'marketing', channel: 'email', subscription: 'f' },
      { communicationType: 'job_alert', channel: 'email', subscription: 't' },
    ];
    expect(normaliseSubscriptionPayload(both)).toEqual(both);
  });

  it('removes duplicates by type and channel; the later choice wins', () => {
    expect(
      normaliseSubscriptionPayload([
        { communicationType: 'sms', channel: 'sms', subscription: 't' },
        { communicationType: 'sms', channel: 'sms', subscription: 'f' },
      ]),
    ).toEqual([{ communicationType: 'sms', channel: 'sms', subscription: 'f' }]);
  });

  it('holds for any payload: unique pairs, e-mail types together, explicit values kept', () => {
    fc.assert(
      fc.property(payload, (input) => {
        const output = normaliseSubscriptionPayload(input);
        const keys = output.map((item) => `${item.communicationType}/${item.channel}`);
        expect(new Set(keys).size).toBe(keys.length);
        const hasEmailType = input.some(
          (item) =>
            item.channel === 'email' &&
            (item.communicationType === 'marketing' || item.communicationType === 'job_alert'),
        );
        expect(Boolean(find(output, 'marketing')) && Boolean(find(output, 'job_alert'))).toBe(
          hasEmailType,
        );
        for (const item of input) {
          const last = input.findLast(
            (other) =>
              other.communicationType === item.communicationType && other.channel === item.channel,
          );
          expect(find(output, item.communicationType, item.channel)?.subscription).toBe(
            last?.subscription,
          );
        }
        for (const item of output) expect(['t', 'f']).toContain(item.subscription);
        expect(normaliseSubscriptionPayload(output)).toEqual(output);
      }),
    );
  });

  it('unsubscribes both e-mail types with the one-click unsubscribe setting (spec 1 §4)', () => {
    expect(typesToUnsubscribe('job_alert', false)).toEqual(['job_alert']);
    expect(typesToUnsubscribe('marketing', false)).toEqual(['marketing']);
    expect(typesToUnsubscribe('job_alert', true)).toEqual(['marketing', 'job_alert']);
  });
});
