/**
 * Each feed filter's icon and colour (spec 1 §2 "each with its own icon and colour"). The
 * icons are decorative: the filter's name is always written next to them.
 */
import type { ActivityFilter } from '@talentgate/domain';
import type { ReactNode, SVGProps } from 'react';

export const FILTER_COLOURS: Record<ActivityFilter, string> = {
  recent: 'gray',
  action: 'blue',
  reminder: 'orange',
  summary: 'grape',
  notification: 'red',
  status: 'teal',
  suggestion: 'yellow',
};

const PATHS: Record<ActivityFilter, ReactNode> = {
  // A clock.
  recent: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  // A lightning bolt: something was done.
  action: <path d="M13 3 5 14h6l-1 7 8-11h-6z" />,
  // An alarm bell.
  reminder: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </>
  ),
  // Lines of a summary.
  summary: <path d="M5 6h14M5 10h14M5 14h10M5 18h7" />,
  // An envelope.
  notification: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  // A flag.
  status: <path d="M5 21V4m0 0h11l-2 4 2 4H5" />,
  // A light bulb.
  suggestion: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />
    </>
  ),
};

export function ActivityIcon({
  filter,
  size = 16,
  ...props
}: { filter: ActivityFilter; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {PATHS[filter]}
    </svg>
  );
}
