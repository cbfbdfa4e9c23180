/**
 * Message branding (spec 2 §7 staff "messagebranding", §4 its activate/deactivate pair;
 * issue 27): a tenant's logo, primary and accent colours and e-mail footer, applied to every
 * e-mail it sends and to its career site's theme while active. Colours are `#RRGGBB` and must
 * keep the contrast of branding/contrast.ts.
 */
import Type from 'typebox';
import { HEX_COLOUR_PATTERN } from '../branding/contrast.js';
import { ClientKey } from './common.js';

export const MAX_BRANDING_FOOTER_LENGTH = 500;
/** The largest logo accepted (bytes): a header image, not a photograph. */
export const MAX_BRANDING_LOGO_BYTES = 256 * 1024;

const Colour = Type.String({ pattern: HEX_COLOUR_PATTERN });

export const MessageBrandingInput = Type.Object(
  {
    primaryColor: Colour,
    accentColor: Colour,
    footerText: Type.String({ maxLength: MAX_BRANDING_FOOTER_LENGTH }),
  },
  { additionalProperties: false },
);
export type MessageBrandingInput = Type.Static<typeof MessageBrandingInput>;

export const MessageBranding = Type.Object({
  primaryColor: Type.String(),
  accentColor: Type.String(),
  footerText: Type.String(),
  /** Applied to e-mails and the career site only while active. */
  active: Type.Boolean(),
  /** The logo's address on this site (a version in the path: cached for good), or null. */
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  /** Null until the tenant saves a branding of its own (the defaults are shown). */
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type MessageBranding = Type.Static<typeof MessageBranding>;

export const BrandingLogoParams = Type.Object({
  client: ClientKey,
  version: Type.String({ pattern: '^[0-9a-f]{16}$' }),
});
export type BrandingLogoParams = Type.Static<typeof BrandingLogoParams>;

/** What the career site draws with (SiteConfig.branding): only an active branding's. */
export const SiteBranding = Type.Object({
  primaryColor: Type.String(),
  accentColor: Type.String(),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
});
export type SiteBranding = Type.Static<typeof SiteBranding>;

/** A sample e-mail drawn with a draft branding (the staff screen's live preview). */
export const MessageBrandingPreview = Type.Object({
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
});
export type MessageBrandingPreview = Type.Static<typeof MessageBrandingPreview>;
