/**
 * The few icons the site uses, inline so no icon font or CDN is needed (the CSP allows
 * neither). They are decorative: the control next to them carries the text. This module
 * holds the career home's (its start-up JS); the other pages' are in page-icons.tsx.
 */
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Icon({ size = 18, children, ...props }: IconProps) {
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
      {children}
    </svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Icon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Icon>
  );
}

/** Points back (left in LTR); the `mantine-rotate-rtl` class mirrors it for RTL. */

export function LocationIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
      <circle cx="12" cy="10" r="2.5" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

/** Points to the previous item (left in LTR); mirrored for RTL like BackArrowIcon. */
export function ChevronBackIcon(props: IconProps) {
  return (
    <Icon className="mantine-rotate-rtl" {...props}>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  );
}

/** Points to the next item (right in LTR); mirrored for RTL. */
export function ChevronForwardIcon(props: IconProps) {
  return (
    <Icon className="mantine-rotate-rtl" {...props}>
      <path d="m9 18 6-6-6-6" />
    </Icon>
  );
}
