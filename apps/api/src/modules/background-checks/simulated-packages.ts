/** The simulated provider's packages: what a typical screening company sells. */
import type { BackgroundPackage } from '@talentgate/domain';

export const SIMULATED_PACKAGES: readonly BackgroundPackage[] = [
  {
    code: 'basic',
    name: 'Basic',
    description: 'Identity and a national criminal database search.',
    checks: ['Identity verification', 'National criminal database search'],
  },
  {
    code: 'standard',
    name: 'Standard',
    description: 'Basic, plus county court records and the last two employers.',
    checks: [
      'Identity verification',
      'National criminal database search',
      'County criminal court search (7 years)',
      'Employment verification (last two employers)',
    ],
  },
  {
    code: 'professional',
    name: 'Professional',
    description: 'Standard, plus education and professional licence verification.',
    checks: [
      'Identity verification',
      'National criminal database search',
      'County criminal court search (7 years)',
      'Employment verification (last two employers)',
      'Education verification',
      'Professional licence verification',
    ],
  },
];

/**
 * The simulated outcome, like a payment sandbox's test cards: an address with `+consider` in
 * its local part gets a record to consider; everyone else comes back clear.
 */
export function simulatedOutcome(email: string): { result: 'clear' | 'consider'; summary: string } {
  const local = email.split('@')[0] ?? '';
  return local.includes('+consider')
    ? {
        result: 'consider',
        summary: 'A county court record was found and needs review before a decision (simulated).',
      }
    : {
        result: 'clear',
        summary: 'No records found in any of the package\u2019s checks (simulated).',
      };
}
