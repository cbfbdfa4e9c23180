/**
 * Message branding edited by staff (spec 2 §7 "messagebranding", §4 activate/deactivate;
 * issue 27): colours and footer saved only when every pair of colours text is drawn with keeps
 * WCAG AA's 4.5:1 (the domain's pairs, which the staff screen checks as it is typed), then
 * applied to e-mails and the career site while active. Each write is audited in its
 * transaction.
 */
import {
  DEFAULT_BRANDING_PALETTE,
  failingContrastPairs,
  formatContrast,
  MIN_TEXT_CONTRAST,
  type ContrastPair,
  type ContrastPairName,
  type MessageBranding,
  type MessageBrandingInput,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { replaceTenantSetting } from '../../stores/tenant-settings-store.js';
import { recordAudit } from '../audit/record-audit.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { Tenant } from '../tenants/find-tenant.js';
import {
  BRANDING_SETTING,
  brandingLogoPath,
  storedBrandingOf,
  type StoredBranding,
} from './stored-branding.js';

export function presentBranding(tenant: Tenant): MessageBranding {
  const stored = storedBrandingOf(tenant.settings);
  return {
    primaryColor: stored?.primaryColor ?? DEFAULT_BRANDING_PALETTE.primaryColor,
    accentColor: stored?.accentColor ?? DEFAULT_BRANDING_PALETTE.accentColor,
    footerText: stored?.footerText ?? '',
    active: stored?.active ?? false,
    logoUrl: stored?.logo ? brandingLogoPath(tenant.client, stored.logo.version) : null,
    updatedAt: stored?.updatedAt ?? null,
  };
}

const PAIR_NAMES: Record<ContrastPairName, string> = {
  textOnPrimary: 'white text on the primary colour',
  accentOnPage: 'the accent colour as link text on white',
  accentOnFooter: 'the accent colour as link text on the e-mail footer',
};

const describePair = (pair: ContrastPair) =>
  `${PAIR_NAMES[pair.name]} (${pair.foreground} on ${pair.background}) is ${formatContrast(pair.ratio)}`;

/** 400 BRANDING_CONTRAST_TOO_LOW naming every failing pair; the first one's field. */
function refuseContrast(failing: readonly ContrastPair[]) {
  const [first] = failing;
  return appError('BRANDING_CONTRAST_TOO_LOW', {
    message: `The contrast of ${failing.map(describePair).join('; ')}: text needs at least ${MIN_TEXT_CONTRAST}:1 (WCAG AA).`,
    ...(first ? { field: first.field } : {}),
  });
}

type Change = (before: StoredBranding | null) => StoredBranding;

async function writeBranding(
  db: Database,
  tenant: Tenant,
  actor: StaffAccess,
  action: string,
  change: Change,
): Promise<StoredBranding> {
  return transaction(db, async (tx) => {
    let next: StoredBranding | null = null;
    const { before } = await replaceTenantSetting(tx, tenant.id, BRANDING_SETTING, (value) => {
      next = change(storedBrandingOf({ [BRANDING_SETTING]: value }));
      return next;
    });
    if (!next) throw new Error('branding change wrote nothing');
    const after: StoredBranding = next;
    await recordAudit(tx, actor, {
      action,
      entityType: 'message_branding',
      entityId: tenant.id,
      before,
      after,
    });
    return after;
  });
}

const fresh = (before: StoredBranding | null): StoredBranding => ({
  ...DEFAULT_BRANDING_PALETTE,
  footerText: '',
  active: false,
  logo: null,
  ...before,
  updatedAt: new Date().toISOString(),
});

export async function saveBranding(
  db: Database,
  tenant: Tenant,
  actor: StaffAccess,
  input: MessageBrandingInput,
): Promise<void> {
  const failing = failingContrastPairs(input);
  if (failing.length > 0) throw refuseContrast(failing);
  await writeBranding(db, tenant, actor, 'branding.update', (before) => ({
    ...fresh(before),
    primaryColor: input.primaryColor.toUpperCase(),
    accentColor: input.accentColor.toUpperCase(),
    footerText: input.footerText.trim(),
    // A first save applies it; later saves keep what staff chose.
    active: before?.active ?? true,
  }));
}

export async function setBrandingActive(
  db: Database,
  tenant: Tenant,
  actor: StaffAccess,
  active: boolean,
): Promise<void> {
  await writeBranding(
    db,
    tenant,
    actor,
    active ? 'branding.activate' : 'branding.deactivate',
    (before) => ({ ...fresh(before), active }),
  );
}

export async function setBrandingLogo(
  db: Database,
  tenant: Tenant,
  actor: StaffAccess,
  logo: StoredBranding['logo'],
): Promise<void> {
  await writeBranding(
    db,
    tenant,
    actor,
    logo ? 'branding.logo' : 'branding.logo.remove',
    (before) => ({
      ...fresh(before),
      logo,
    }),
  );
}
