/**
 * The demo tenant's offer set-up (decision 0049): a standard offer template and a chain in
 * which the hiring manager, then the administrator, approve. Added once, by name; staff make
 * more of each in the console's Offers page.
 */
import type { Database } from '../db/client.js';
import { findStaffByEmail } from '../modules/staff-auth/staff-users.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import {
  findChainByName,
  findTemplateByName,
  insertApprovalChain,
  insertOfferTemplate,
  replaceChainDetails,
  type ChainStep,
  replaceTemplateElements,
} from '../stores/offer-store.js';

export const DEMO_OFFER_TEMPLATE = 'Standard offer';
export const DEMO_APPROVAL_CHAIN = 'Hiring manager, then administrator';
const APPROVER_EMAILS = ['harper.manager@example.com', 'alex.admin@example.com'];

export async function seedDemoOffers(db: Database, tenant: Tenant): Promise<void> {
  if (!(await findTemplateByName(db, tenant.id, DEMO_OFFER_TEMPLATE))) {
    const template = await insertOfferTemplate(db, tenant.id, DEMO_OFFER_TEMPLATE);
    await replaceTemplateElements(db, tenant.id, template.id, [
      {
        kind: 'text',
        label: 'Our offer',
        text: 'Dear {{firstName}}, we are delighted to offer you the position of {{jobTitle}} at {{company}}.',
      },
      { kind: 'salary', label: 'Salary', text: '{{salary}}, paid monthly' },
      { kind: 'start_date', label: 'Start date', text: '' },
      { kind: 'bonus', label: 'Signing bonus', text: '' },
      {
        kind: 'text',
        label: 'Next steps',
        text: 'Please accept or decline this offer by {{expiryDate}}. We look forward to working with you.',
      },
    ]);
  }
  if (!(await findChainByName(db, tenant.id, DEMO_APPROVAL_CHAIN))) {
    const steps: ChainStep[] = [];
    for (const email of APPROVER_EMAILS) {
      const user = await findStaffByEmail(db, tenant.id, email);
      if (user) steps.push({ kind: 'staff', staffUserId: user.id });
    }
    if (steps.length === 0) return;
    const chain = await insertApprovalChain(db, tenant.id, DEMO_APPROVAL_CHAIN);
    await replaceChainDetails(db, tenant.id, chain.id, steps);
  }
}
