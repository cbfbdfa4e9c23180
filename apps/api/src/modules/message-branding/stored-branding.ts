/**
 * A tenant's message branding as stored in its settings (`settings.messageBranding`, decision
 * 0052): read with the tenant (cached), so e-mails and the site facts need no query of their
 * own. The logo's bytes are in message_branding_logos by version.
 */
import { isHexColour } from '@talentgate/domain';

export const BRANDING_SETTING = 'messageBranding';

export interface StoredBranding {
  primaryColor: string;
  accentColor: string;
  footerText: string;
  active: boolean;
  logo: { version: string; contentType: string } | null;
  updatedAt: string;
}

const text = (record: object, key: string): string | null => {
  const value: unknown = Reflect.get(record, key);
  return typeof value === 'string' ? value : null;
};

function logoOf(value: unknown): StoredBranding['logo'] {
  if (typeof value !== 'object' || value === null) return null;
  const version = text(value, 'version');
  const contentType = text(value, 'contentType');
  return version && contentType ? { version, contentType } : null;
}

/** The stored branding; null when there is none or it is not in the shape we write. */
export function storedBrandingOf(settings: Record<string, unknown>): StoredBranding | null {
  const value = settings[BRANDING_SETTING];
  if (typeof value !== 'object' || value === null) return null;
  const primaryColor = text(value, 'primaryColor');
  const accentColor = text(value, 'accentColor');
  if (!primaryColor || !accentColor || !isHexColour(primaryColor) || !isHexColour(accentColor))
    return null;
  return {
    primaryColor,
    accentColor,
    footerText: text(value, 'footerText') ?? '',
    active: Reflect.get(value, 'active') === true,
    logo: logoOf(Reflect.get(value, 'logo')),
    updatedAt: text(value, 'updatedAt') ?? new Date(0).toISOString(),
  };
}

/** What e-mails and the career site draw with: the stored branding while it is active. */
export function activeBrandingOf(settings: Record<string, unknown>): StoredBranding | null {
  const branding = storedBrandingOf(settings);
  return branding?.active ? branding : null;
}

/** The logo's path on the tenant's site; the version changes with the bytes (cached for good). */
export const brandingLogoPath = (client: string, version: string): string =>
  `/rest/public/messagebranding/${client}/logo/${version}`;
