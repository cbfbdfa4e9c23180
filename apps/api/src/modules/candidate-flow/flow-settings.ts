/**
 * A tenant's candidate-flow settings (`settings.candidateFlow`), with defaults. Invalid
 * settings fall back to the defaults as a whole rather than half-apply.
 */
import Type from 'typebox';
import { Value } from 'typebox/value';
import type { Tenant } from '../tenants/find-tenant.js';

export const CandidateFlowSettings = Type.Object({
  /** An existing username rejects creation with DUPLICATE_USERNAME (no alert) instead of EMAIL_EXISTS. */
  duplicateUsernameCheck: Type.Optional(Type.Boolean()),
  /** The welcome or activation e-mail at the end of a flow; on unless false. */
  flowEmails: Type.Optional(Type.Boolean()),
  /** The enhanced source-tracking status an application starts with in the enhanced step flow. */
  enhancedApplicationStatus: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
});

export interface FlowSettings {
  duplicateUsernameCheck: boolean;
  flowEmails: boolean;
  enhancedApplicationStatus: string | null;
}

export function flowSettingsOf(tenant: Tenant): FlowSettings {
  const stored = tenant.settings['candidateFlow'];
  const settings = Value.Check(CandidateFlowSettings, stored) ? stored : {};
  return {
    duplicateUsernameCheck: settings.duplicateUsernameCheck ?? false,
    flowEmails: settings.flowEmails ?? true,
    enhancedApplicationStatus: settings.enhancedApplicationStatus ?? null,
  };
}
