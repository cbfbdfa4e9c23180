/**
 * Offer rules shared by the API and the web app (issue 27; spec 2 §4 "offer status; offer
 * accept/reject by approver; offer extend", §5 "Signature must equal first plus last name").
 */

/**
 * An offer's life: drafted from a template, sent to its approval chain, approved by every
 * approver in order (a rejection sends it back to draft), extended to the candidate, then
 * accepted or declined by them. An extended offer past its expiry reads as expired.
 */
export const OFFER_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'extended',
  'accepted',
  'declined',
  'expired',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What the candidate sees: offers once extended, never drafts or those in approval. */
export const CANDIDATE_OFFER_STATUSES = ['extended', 'accepted', 'declined'] as const;

/** The parts a template is made of; salary, start date and bonus take the offer's values. */
export const OFFER_ELEMENT_KINDS = ['salary', 'start_date', 'bonus', 'text'] as const;
export type OfferElementKind = (typeof OFFER_ELEMENT_KINDS)[number];

/**
 * A chain step's approvers (decision 0049): named staff users, or the managers of the offer's
 * requisition's department or location in the org hierarchy (decision 0051), found when the
 * offer is sent for approval.
 */
export const APPROVAL_STEP_KINDS = ['staff', 'department_managers', 'location_managers'] as const;
export type ApprovalStepKind = (typeof APPROVAL_STEP_KINDS)[number];

/** Variables a free-text element may name as {{name}}. */
export const OFFER_VARIABLES = [
  'firstName',
  'lastName',
  'jobTitle',
  'company',
  'salary',
  'startDate',
  'bonus',
  'expiryDate',
] as const;
export type OfferVariable = (typeof OFFER_VARIABLES)[number];

/** Replaces each known {{variable}}; an unknown one is left as written, for the author to see. */
export function fillOfferVariables(
  text: string,
  values: Readonly<Record<OfferVariable, string>>,
): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, name: string) => {
    const known = OFFER_VARIABLES.find((variable) => variable === name);
    return known === undefined ? whole : values[known];
  });
}

/** An extended offer past its expiry can no longer be answered. */
export function isOfferExpired(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt <= now;
}
