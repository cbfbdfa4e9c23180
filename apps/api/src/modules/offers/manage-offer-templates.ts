/**
 * Offer templates made of elements (spec 2 §7 "offer (templates, elements)"; decision 0049):
 * list, read, create, update (name and elements replaced whole), activate and deactivate.
 * Drafting takes an active template only. Every write is audited in its transaction.
 */
import type { OfferTemplate, OfferTemplateInput } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import {
  findTemplateByName,
  insertOfferTemplate,
  replaceTemplateElements,
  selectOfferTemplates,
  selectTemplateElements,
  updateOfferTemplate,
} from '../../stores/offer-store.js';
import { recordAudit } from '../audit/record-audit.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';

export async function listOfferTemplates(
  db: Database,
  tenantId: number,
  ids?: readonly number[],
): Promise<OfferTemplate[]> {
  const templates = await selectOfferTemplates(db, tenantId, ids);
  const elements = await selectTemplateElements(
    db,
    tenantId,
    templates.map((template) => template.id),
  );
  return templates.map((template) => ({
    offerTemplateId: template.id,
    name: template.name,
    active: template.active,
    elements: elements
      .filter((element) => element.offerTemplateId === template.id)
      .map((element) => ({
        offerElementId: element.id,
        kind: kindOf(element.kind),
        label: element.label,
        text: element.text,
      })),
  }));
}

const kindOf = (kind: string): OfferTemplate['elements'][number]['kind'] =>
  kind === 'salary' || kind === 'start_date' || kind === 'bonus' ? kind : 'text';

export async function findOfferTemplate(
  db: Database,
  tenantId: number,
  offerTemplateId: number,
): Promise<OfferTemplate> {
  const [template] = await listOfferTemplates(db, tenantId, [offerTemplateId]);
  if (!template) throw appError('OFFER_TEMPLATE_NOT_FOUND');
  return template;
}

async function assertNameFree(db: Database, tenantId: number, name: string, own?: number) {
  const existing = await findTemplateByName(db, tenantId, name);
  if (existing && existing.id !== own)
    throw appError('OFFER_TEMPLATE_NAME_EXISTS', { field: 'name' });
}

export async function createOfferTemplate(
  db: Database,
  actor: StaffAccess,
  input: OfferTemplateInput,
): Promise<OfferTemplate> {
  const name = input.name.trim();
  const id = await transaction(db, async (tx) => {
    await assertNameFree(tx, actor.tenantId, name);
    const row = await insertOfferTemplate(tx, actor.tenantId, name);
    await replaceTemplateElements(tx, actor.tenantId, row.id, input.elements);
    await recordAudit(tx, actor, {
      action: 'offer_template.create',
      entityType: 'offer_template',
      entityId: row.id,
      after: { name, elements: input.elements.map((element) => element.kind) },
    });
    return row.id;
  });
  return findOfferTemplate(db, actor.tenantId, id);
}

export async function updateOfferTemplateWhole(
  db: Database,
  actor: StaffAccess,
  offerTemplateId: number,
  input: OfferTemplateInput,
): Promise<OfferTemplate> {
  const name = input.name.trim();
  await transaction(db, async (tx) => {
    await assertNameFree(tx, actor.tenantId, name, offerTemplateId);
    if (!(await updateOfferTemplate(tx, actor.tenantId, offerTemplateId, { name })))
      throw appError('OFFER_TEMPLATE_NOT_FOUND');
    await replaceTemplateElements(tx, actor.tenantId, offerTemplateId, input.elements);
    await recordAudit(tx, actor, {
      action: 'offer_template.update',
      entityType: 'offer_template',
      entityId: offerTemplateId,
      after: { name, elements: input.elements.map((element) => element.kind) },
    });
  });
  return findOfferTemplate(db, actor.tenantId, offerTemplateId);
}

export async function setOfferTemplateActive(
  db: Database,
  actor: StaffAccess,
  offerTemplateId: number,
  active: boolean,
): Promise<OfferTemplate> {
  await transaction(db, async (tx) => {
    if (!(await updateOfferTemplate(tx, actor.tenantId, offerTemplateId, { active })))
      throw appError('OFFER_TEMPLATE_NOT_FOUND');
    await recordAudit(tx, actor, {
      action: active ? 'offer_template.activate' : 'offer_template.deactivate',
      entityType: 'offer_template',
      entityId: offerTemplateId,
      after: { active },
    });
  });
  return findOfferTemplate(db, actor.tenantId, offerTemplateId);
}
