import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_FEED_SIZE,
  activityText,
  feedActivities,
  hasDisallowedFileName,
  notificationActivities,
  visibleActivities,
  type FeedActivity,
} from './feed.js';

let clock = 1_780_000_000_000;
const item = (values: Partial<FeedActivity> = {}): FeedActivity => ({
  type: 'summary',
  status: 'created',
  activityData: 'Something happened.',
  createdDatetime: (clock += 1000),
  completedDatetime: null,
  ...values,
});

describe('activity feed', () => {
  it('drops removed items and file-added items whose file name has disallowed characters', () => {
    const kept = item({ activityData: 'File added: resume 2026.pdf' });
    const all = [
      kept,
      item({ status: 'removed' }),
      item({ activityData: 'File added: ../../etc/passwd' }),
      item({ activityData: 'File added: cv<script>.pdf' }),
      item({ activityData: 'File added: ' }),
    ];
    expect(visibleActivities(all)).toEqual([kept]);
    expect(hasDisallowedFileName({ activityData: 'File added: a\u0000b.pdf' })).toBe(true);
    expect(hasDisallowedFileName({ activityData: 'Note: a/b' })).toBe(false);
  });

  it('shows notifications that are not completed, newest first', () => {
    const older = item({ type: 'notification' });
    const newer = item({ type: 'notification' });
    const all = [
      older,
      newer,
      item({ type: 'notification', completedDatetime: clock }),
      item({ type: 'notification', status: 'completed' }),
      item({ type: 'notification', status: 'removed' }),
      item({ type: 'reminder' }),
    ];
    expect(notificationActivities(all)).toEqual([newer, older]);
  });

  it('shows at most 7 items of the filter’s type, recent showing every type', () => {
    const all = [
      ...Array.from({ length: 9 }, () => item({ type: 'status' })),
      item({ type: 'action' }),
      item({ type: 'suggestion' }),
    ];
    const recent = feedActivities(all, 'recent');
    expect(recent).toHaveLength(ACTIVITY_FEED_SIZE);
    expect(recent[0]?.type).toBe('suggestion');
    expect(feedActivities(all, 'status')).toHaveLength(ACTIVITY_FEED_SIZE);
    expect(feedActivities(all, 'status').every((activity) => activity.type === 'status')).toBe(
      true,
    );
    expect(feedActivities(all, 'action').map((activity) => activity.type)).toEqual(['action']);
    expect(feedActivities(all, 'reminder')).toEqual([]);
  });

  it('fills the creation-date placeholder', () => {
    const activity = item({
      activityData: 'Profile created on {createdDatetime}.',
      createdDatetime: 0,
    });
    expect(activityText(activity, (ms) => new Date(ms).toISOString().slice(0, 10))).toBe(
      'Profile created on 1970-01-01.',
    );
    expect(activityText(item({ activityData: 'Plain.' }), () => 'x')).toBe('Plain.');
  });
});
