/**
 * Reset rules (spec 2 §5): when a trigger field takes one of the rule's values (written
 * `a||b`), the dependent fields are cleared at once in the form, as the server clears them
 * from a saved submission (domain applyResetRules).
 */
import { matchesRuleValues, type ResetRule } from '@talentgate/domain';

/** Fields to clear now that `trigger` holds `value`. */
export function fieldsClearedBy(
  rules: readonly ResetRule[],
  trigger: string,
  value: unknown,
): string[] {
  const cleared = rules
    .filter((rule) => rule.trigger === trigger && matchesRuleValues(value, rule.values))
    .flatMap((rule) => rule.clears);
  return [...new Set(cleared)];
}
