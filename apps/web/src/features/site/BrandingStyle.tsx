import { useMantineStyleNonce } from '@mantine/core';
import { brandingCss } from './branding-css';
import { useSite } from './use-site';

/** The tenant's branding colours over the theme (branding-css.ts), under the page's CSP nonce. */
export function BrandingStyle() {
  const css = brandingCss(useSite().data?.branding);
  const nonce = useMantineStyleNonce()?.();
  if (!css) return null;
  return (
    <style nonce={nonce} data-testid="branding-style">
      {css}
    </style>
  );
}
