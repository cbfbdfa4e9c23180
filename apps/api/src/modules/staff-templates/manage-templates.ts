/**
 * Communication templates for staff (issue 20; spec 2 §7 "communicationtemplate"). The
 * built-in templates (mail/templates.ts) are the defaults; a tenant's override is kept in its
 * settings (`emailTemplates[name][language]`), which `findTemplate` reads for every e-mail
 * the system sends, so an override takes effect for activation, reset, welcome, status and
 * job-alert e-mails alike. An override may use only the template's variables and must keep
 * its link variables (a reset e-mail without its link would be useless). Writes are audited.
 */
import { eq } from 'drizzle-orm';
import type {
  TemplateDetail,
  TemplateInput,
  TemplateList,
  TemplatePreview,
  TemplatePreviewInput,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  defaultTemplate,
  findTemplate,
  render,
  TEMPLATE_NAMES,
  templateOverride,
  variablesOf,
} from '../mail/templates.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { Tenant } from '../tenants/find-tenant.js';

/** The variables of a template: what any language of its default uses, and the site's name. */
export function templateVariables(name: string, languages: readonly string[]): string[] {
  const used = new Set<string>(['site']);
  for (const language of ['en', ...languages]) {
    const template = defaultTemplate(name, language);
    if (template)
      for (const name of variablesOf(`${template.subject} ${template.text}`)) used.add(name);
  }
  return [...used].sort();
}

const requiredOf = (variables: string[]) => variables.filter((name) => /link$/i.test(name));

function known(tenant: Tenant, name: string, language: string) {
  const fallback = defaultTemplate(name, language);
  if (!fallback || !tenant.languages.includes(language))
    throw appError('COMMUNICATION_TEMPLATE_NOT_FOUND');
  return fallback;
}

export function listTemplates(tenant: Tenant): TemplateList {
  return [...TEMPLATE_NAMES].sort().map((name) => ({
    name,
    languages: tenant.languages.map((language) => ({
      language,
      overridden: templateOverride(tenant.settings, name, language) !== null,
    })),
    variables: templateVariables(name, tenant.languages),
  }));
}

export function templateDetail(tenant: Tenant, name: string, language: string): TemplateDetail {
  const fallback = known(tenant, name, language);
  const current = findTemplate(tenant.settings, name, language) ?? fallback;
  const variables = templateVariables(name, tenant.languages);
  return {
    name,
    language,
    subject: current.subject,
    text: current.text,
    overridden: templateOverride(tenant.settings, name, language) !== null,
    variables,
    required: requiredOf(variables),
    default: fallback,
  };
}

function checkVariables(name: string, languages: readonly string[], input: TemplateInput) {
  const variables = templateVariables(name, languages);
  const used = variablesOf(`${input.subject} ${input.text}`);
  const unknown = used.find((variable) => !variables.includes(variable));
  if (unknown) throw appError('TEMPLATE_VARIABLE_UNKNOWN', { field: 'text' });
  const missing = requiredOf(variables).filter(
    (variable) => defaultUses(name, variable) && !variablesOf(input.text).includes(variable),
  );
  if (missing.length > 0) throw appError('TEMPLATE_VARIABLE_MISSING', { field: 'text' });
}

const defaultUses = (name: string, variable: string) =>
  variablesOf(defaultTemplate(name, 'en')?.text ?? '').includes(variable);

/** Writes (or with null removes) the tenant's override, in a transaction with its audit. */
async function writeOverride(
  db: Database,
  tenant: Tenant,
  actor: StaffAccess,
  name: string,
  language: string,
  next: TemplateInput | null,
) {
  await transaction(db, async (tx) => {
    const [row] = await tx
      .select({ settings: tenants.settings })
      .from(tenants)
      .where(eq(tenants.id, tenant.id))
      .for('update');
    const settings = { ...(row?.settings ?? {}) };
    const before = templateOverride(settings, name, language);
    const all: unknown = settings['emailTemplates'];
    const templates: Record<string, unknown> =
      typeof all === 'object' && all !== null ? { ...all } : {};
    const existing: unknown = templates[name];
    const kept = Object.entries(
      typeof existing === 'object' && existing !== null ? existing : {},
    ).filter(([key]) => key !== language);
    const byLanguage = Object.fromEntries(
      next ? [...kept, [language, { subject: next.subject, text: next.text }]] : kept,
    );
    templates[name] = byLanguage;
    settings['emailTemplates'] = templates;
    await tx
      .update(tenants)
      .set({ settings, updatedAt: new Date() })
      .where(eq(tenants.id, tenant.id));
    await recordAudit(tx, actor, {
      action: next ? 'template.update' : 'template.reset',
      entityType: 'communication_template',
      entityId: `${name}/${language}`,
      // Texts are the tenant's, not a candidate's: kept to show what changed.
      before,
      after: next,
    });
  });
}

export async function updateTemplate(
  db: Database,
  tenant: Tenant,
  actor: StaffAccess,
  name: string,
  language: string,
  input: TemplateInput,
): Promise<void> {
  known(tenant, name, language);
  checkVariables(name, tenant.languages, input);
  await writeOverride(db, tenant, actor, name, language, input);
}

export async function resetTemplate(
  db: Database,
  tenant: Tenant,
  actor: StaffAccess,
  name: string,
  language: string,
): Promise<void> {
  known(tenant, name, language);
  await writeOverride(db, tenant, actor, name, language, null);
}

/** Sample values a preview shows in place of each variable. */
function sampleValues(tenant: Tenant, origin: string, variables: string[]): Record<string, string> {
  const samples: Record<string, string> = {
    site: tenant.name,
    name: 'Alex',
    jobTitle: 'Software Engineer',
    stage: 'Interview',
    nextStep: 'Interview with the hiring team',
    jobs: '- Software Engineer, Springfield\n- Data Analyst, Remote',
  };
  return Object.fromEntries(
    variables.map((variable) => [
      variable,
      samples[variable] ?? (/link$/i.test(variable) ? `${origin}/…` : `[${variable}]`),
    ]),
  );
}

export function previewTemplate(
  tenant: Tenant,
  origin: string,
  name: string,
  language: string,
  input: TemplatePreviewInput,
): TemplatePreview {
  const current = templateDetail(tenant, name, language);
  const values = sampleValues(tenant, origin, current.variables);
  return {
    subject: render(input.subject ?? current.subject, values),
    text: render(input.text ?? current.text, values),
  };
}
