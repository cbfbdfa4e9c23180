/**
 * A tenant's candidate-flow settings. The on/off switches are feature flags, like every other
 * switch of the tenant (packages/domain feature-flags.ts: `duplicateUsernameCheck`,
 * `welcomeEmailDisabled`); the one value that is not a switch, the enhanced source-tracking
 * status, is `settings.candidateFlow.enhancedApplicationStatus`. Invalid settings fall back to
 * the defaults as a whole rather than half-apply.
 */
import { resolveFeatureFlags } from '@talentgate/domain';
import Type from 'typebox';
import { Value } from 'typebox/value';
import type { Tenant } from '../tenants/find-tenant.js';

const CandidateFlowSettings = Type.Object({
  /** The enhanced source-tracking status an application starts with in the enhanced step flow. */
  enhancedApplicationStatus: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
});

export interface FlowSettings {
  /** An existing username rejects creation with DUPLICATE_USERNAME (no alert) instead of EMAIL_EXISTS. */
  duplicateUsernameCheck: boolean;
  /** The welcome or activation e-mail at the end of a flow. */
  flowEmails: boolean;
  enhancedApplicationStatus: string | null;
}

export function flowSettingsOf(tenant: Tenant): FlowSettings {
  const flags = resolveFeatureFlags(tenant.featureFlags);
  const stored = tenant.settings['candidateFlow'];
  const settings = Value.Check(CandidateFlowSettings, stored) ? stored : {};
  return {
    duplicateUsernameCheck: flags.duplicateUsernameCheck,
    flowEmails: !flags.welcomeEmailDisabled,
    enhancedApplicationStatus: settings.enhancedApplicationStatus ?? null,
  };
}
