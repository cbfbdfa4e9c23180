/**
 * The staff screen's live preview (decision 0052): a sample e-mail (the status update, in the
 * site's default language, with sample values) composed exactly as the mail worker composes
 * one, with the draft's colours and footer and the stored logo. A failing palette is shown
 * too, so staff see what the refusal is about.
 */
import type { MessageBrandingInput, MessageBrandingPreview } from '@talentgate/domain';
import { composeEmail } from '../mail/compose-email.js';
import { previewTemplate } from '../staff-templates/manage-templates.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { brandingLogoPath, storedBrandingOf } from './stored-branding.js';

const SAMPLE_TEMPLATE = 'Application Status Update';

export function previewBranding(
  tenant: Tenant,
  origin: string,
  draft: MessageBrandingInput,
): MessageBrandingPreview {
  const language = tenant.defaultLanguage;
  const sample = previewTemplate(tenant, origin, SAMPLE_TEMPLATE, language, {});
  const logo = storedBrandingOf(tenant.settings)?.logo ?? null;
  const { text, html } = composeEmail(
    { subject: sample.subject, text: sample.text, language },
    {
      siteName: tenant.name,
      primaryColor: draft.primaryColor,
      accentColor: draft.accentColor,
      footerText: draft.footerText.trim(),
      // The site's own path: the preview shows on this origin.
      logoUrl: logo ? brandingLogoPath(tenant.client, logo.version) : null,
    },
  );
  return { subject: sample.subject, html, text };
}
