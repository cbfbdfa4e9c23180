import {
  SUBSCRIPTION_TYPE_CATALOGUE,
  toSubscriptionFlag,
  type SubscriptionList,
} from '@talentgate/domain';
import type { CandidateRow } from '../candidates/find-candidate.js';
import type { SubscriptionRow } from './subscription-store.js';

/**
 * Every subscription type the tenant offers, with the candidate's choice; a type never
 * chosen reads 'f' (nobody is subscribed without saying so).
 */
export function presentSubscriptions(
  candidate: Pick<CandidateRow, 'id' | 'uname'>,
  rows: readonly SubscriptionRow[],
): SubscriptionList {
  return SUBSCRIPTION_TYPE_CATALOGUE.map((type) => {
    const row = rows.find(
      (item) => item.communicationType === type.communicationType && item.channel === type.channel,
    );
    return {
      ...type,
      subscription: toSubscriptionFlag(row?.subscribed ?? false),
      candidateId: candidate.id,
      usersId: candidate.id,
      userName: candidate.uname,
    };
  });
}
