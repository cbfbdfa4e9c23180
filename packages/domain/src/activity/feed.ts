/**
 * The activity feed's rules (spec 1 §2 "Activity feed", §4 "Activity", §9): which items the
 * dashboard shows, in which filter, and with what text. Pure, so the API and the web agree.
 */
import {
  ACTIVITY_DATE_PLACEHOLDER,
  ACTIVITY_TYPES,
  type ActivityType,
} from '../contract/activity.js';

/** The list shows 7 items (spec 1 §9). */
export const ACTIVITY_FEED_SIZE = 7;

/** 'recent' shows every type, newest first; each other filter shows one type. */
export const ACTIVITY_FILTERS = ['recent', ...ACTIVITY_TYPES] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

export const ACTIVITY_STATUS = {
  created: 'created',
  completed: 'completed',
  removed: 'removed',
} as const;

/**
 * A file-added activity names the file after this prefix. Attachments write it; the feed
 * hides the item when the name carries characters no stored file name may have.
 */
export const FILE_ADDED_PREFIX = 'File added: ';
/** Path separators, characters reserved on common file systems, and control characters. */
// eslint-disable-next-line no-control-regex
const DISALLOWED_FILE_NAME_CHARACTERS = /[<>:"/\\|?*\u0000-\u001f\u007f]/;

export interface FeedActivity {
  type: string;
  status: string;
  activityData: string;
  createdDatetime: number;
  completedDatetime: number | null;
}

export function hasDisallowedFileName(activity: Pick<FeedActivity, 'activityData'>): boolean {
  if (!activity.activityData.startsWith(FILE_ADDED_PREFIX)) return false;
  const name = activity.activityData.slice(FILE_ADDED_PREFIX.length).trim();
  return name === '' || DISALLOWED_FILE_NAME_CHARACTERS.test(name);
}

/** Items with status removed are dropped; file-added items with a bad file name are hidden. */
export function visibleActivities<T extends FeedActivity>(activities: readonly T[]): T[] {
  return activities.filter(
    (activity) => activity.status !== ACTIVITY_STATUS.removed && !hasDisallowedFileName(activity),
  );
}

export function isCompleted(activity: Pick<FeedActivity, 'status' | 'completedDatetime'>): boolean {
  return activity.completedDatetime !== null || activity.status === ACTIVITY_STATUS.completed;
}

/** The notifications area: items of type notification that are not completed, newest first. */
export function notificationActivities<T extends FeedActivity>(activities: readonly T[]): T[] {
  return newestFirst(
    visibleActivities(activities).filter(
      (activity) => activity.type === 'notification' && !isCompleted(activity),
    ),
  );
}

/** The feed under a filter: visible items of the filter's type, newest first, at most 7. */
export function feedActivities<T extends FeedActivity>(
  activities: readonly T[],
  filter: ActivityFilter,
): T[] {
  const visible = visibleActivities(activities);
  const matching =
    filter === 'recent' ? visible : visible.filter((activity) => activity.type === filter);
  return newestFirst(matching).slice(0, ACTIVITY_FEED_SIZE);
}

function newestFirst<T extends FeedActivity>(activities: readonly T[]): T[] {
  return [...activities].sort((a, b) => b.createdDatetime - a.createdDatetime);
}

/** The activity's text with its creation-date placeholder filled by `formatDate`. */
export function activityText(
  activity: Pick<FeedActivity, 'activityData' | 'createdDatetime'>,
  formatDate: (epochMilliseconds: number) => string,
): string {
  if (!activity.activityData.includes(ACTIVITY_DATE_PLACEHOLDER)) return activity.activityData;
  return activity.activityData
    .split(ACTIVITY_DATE_PLACEHOLDER)
    .join(formatDate(activity.createdDatetime));
}

export function isActivityType(value: string): value is ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(value);
}
