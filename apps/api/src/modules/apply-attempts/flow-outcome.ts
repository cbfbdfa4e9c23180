/**
 * What completing an attempt makes of a stream's flow type (spec 2 §1): the contact method
 * recorded on a new candidate, whether it captures a lead and whether it makes an
 * application. "Lead capture becomes an application flow when the easy-apply flag is on":
 * - apply: an application; with easyApplyFlag 't' it is the lead-capture short apply
 *   ('SFX Short Apply'), else 'SFX Application';
 * - join for a job (a requisition): lead capture, contact 'Apply Join Form', no
 *   application; with easyApplyFlag 't' an application too ('SFX Short Apply');
 * - join alone: lead capture, 'Sign Up Form';
 * - alert, microsite, event, none: the table's method (none for alerts), no application.
 */
import { contactMethodFor, type ContactMethod, type FlowType } from '@talentgate/domain';

export interface FlowOutcome {
  contactMethod: ContactMethod | null;
  leadCapture: boolean;
  application: boolean;
}

export function flowOutcome(
  flowType: FlowType,
  hasRequisition: boolean,
  easyApply: boolean,
): FlowOutcome {
  const easyApplyFlag = easyApply ? 't' : 'f';
  switch (flowType) {
    case 'apply':
      return {
        contactMethod: contactMethodFor({ type: 'apply', leadCapture: easyApply, easyApplyFlag }),
        leadCapture: easyApply,
        application: true,
      };
    case 'join':
      return hasRequisition
        ? {
            contactMethod: contactMethodFor({ type: 'apply', leadCapture: true, easyApplyFlag }),
            leadCapture: true,
            application: easyApply,
          }
        : {
            contactMethod: contactMethodFor({ type: 'join' }),
            leadCapture: true,
            application: false,
          };
    default:
      return {
        contactMethod: contactMethodFor({ type: flowType }),
        leadCapture: false,
        application: false,
      };
  }
}
