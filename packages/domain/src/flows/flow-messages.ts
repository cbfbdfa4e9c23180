/**
 * The error texts of spec 2 §8 that the apply flows show, exactly as the spec writes them;
 * the web catalogs' English texts are these (checked by a test), the API's catalogue too.
 * Each is its own constant too, so a page bundles only the text it uses.
 */

/** A requisition lookup asked without a requisition id rejects with this. */
export const NO_REQUISITION_ID_MESSAGE = 'no requisitionId found';

export const FLOW_MESSAGES = {
  /** A grid whose configuration cannot be drawn (no columns, no row schema). */
  gridInvalidConfiguration:
    'Invalid configuration we are not able to process your request. Please contact administrator.',
  /** The data a grid needs did not load. */
  gridDataLoad: 'Something went wrong, we are not able to load data. Please try again later.',
  /** A form's answers are mapped to a table nothing saves (spec 2 §8 "Processor missing"). */
  processorMissing: 'Processor is not implemented. We are not able to process your request.',
  noRequisitionId: NO_REQUISITION_ID_MESSAGE,
} as const;
