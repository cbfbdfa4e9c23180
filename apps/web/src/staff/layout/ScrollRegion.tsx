import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller: a named region that takes focus, so keyboard users can
 * scroll it with the arrow keys (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
