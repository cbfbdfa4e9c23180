/**
 * What an e-mail looks like when it leaves (issue 27, decision 0052): the outbox keeps the
 * message (subject and plain text); at sending, the tenant's active message branding wraps it
 * in an HTML part (the logo or the site's name on the primary colour, links in the accent
 * colour, the footer text on a band under an accent rule) and adds the footer to the plain
 * text part. A tenant without an active branding gets the same layout in the site's own
 * colours. Inline style attributes only: e-mail clients drop <style> blocks.
 */
import {
  DEFAULT_BRANDING_PALETTE,
  FOOTER_BACKGROUND,
  PAGE_BACKGROUND,
  TEXT_ON_PRIMARY,
} from '@talentgate/domain';
import { activeBrandingOf, brandingLogoPath } from '../message-branding/stored-branding.js';
import type { Tenant } from '../tenants/find-tenant.js';

export interface EmailBranding {
  siteName: string;
  primaryColor: string;
  accentColor: string;
  footerText: string;
  /** Absolute: a mail client fetches it from the tenant's site. */
  logoUrl: string | null;
}

export interface ComposedEmail {
  text: string;
  html: string;
}

/** Body text colour and the footer's, each above 7:1 on its background. */
const BODY_TEXT = '#1A1B1E';
const FOOTER_TEXT = '#495057';
const FONT = 'Arial, Helvetica, sans-serif';
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

export function emailBrandingOf(tenant: Tenant, origin: string): EmailBranding {
  const branding = activeBrandingOf(tenant.settings);
  return {
    siteName: tenant.name,
    primaryColor: branding?.primaryColor ?? DEFAULT_BRANDING_PALETTE.primaryColor,
    accentColor: branding?.accentColor ?? DEFAULT_BRANDING_PALETTE.accentColor,
    footerText: branding?.footerText ?? '',
    logoUrl: branding?.logo
      ? `${origin}${brandingLogoPath(tenant.client, branding.logo.version)}`
      : null,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Escaped text with its http(s) addresses as links in the accent colour. */
function linkify(text: string, accent: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url}" style="color:${accent};text-decoration:underline;">${url}</a>`,
  );
}

/** Blank lines part paragraphs; single line breaks stay. */
function paragraphs(text: string, accent: string, style: string): string {
  return text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `<p style="${style}">${linkify(part, accent).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function header(branding: EmailBranding): string {
  const content = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${escapeHtml(branding.siteName)}" height="40" style="display:block;height:40px;width:auto;border:0;">`
    : escapeHtml(branding.siteName);
  return (
    `<tr><td style="background-color:${branding.primaryColor};color:${TEXT_ON_PRIMARY};` +
    `padding:16px 24px;font:bold 20px/1.3 ${FONT};">${content}</td></tr>`
  );
}

function footer(branding: EmailBranding): string {
  if (branding.footerText === '') return '';
  return (
    `<tr><td style="background-color:${FOOTER_BACKGROUND};border-top:4px solid ${branding.accentColor};` +
    `padding:16px 24px;">` +
    paragraphs(
      branding.footerText,
      branding.accentColor,
      `margin:0 0 8px;color:${FOOTER_TEXT};font:13px/1.5 ${FONT};`,
    ) +
    `</td></tr>`
  );
}

export function composeEmail(
  message: { subject: string; text: string; language: string },
  branding: EmailBranding,
): ComposedEmail {
  const text = branding.footerText
    ? `${message.text}\n\n-- \n${branding.footerText}`
    : message.text;
  const direction = RTL_LANGUAGES.has(message.language) ? 'rtl' : 'ltr';
  const body = paragraphs(
    message.text,
    branding.accentColor,
    `margin:0 0 16px;color:${BODY_TEXT};font:16px/1.5 ${FONT};`,
  );
  const html =
    `<!doctype html><html lang="${escapeHtml(message.language)}" dir="${direction}"><head>` +
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(message.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background-color:${FOOTER_BACKGROUND};">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:${FOOTER_BACKGROUND};">` +
    `<tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background-color:${PAGE_BACKGROUND};border-collapse:collapse;">` +
    header(branding) +
    `<tr><td style="padding:24px;">${body}</td></tr>` +
    footer(branding) +
    `</table></td></tr></table></body></html>`;
  return { text, html };
}
