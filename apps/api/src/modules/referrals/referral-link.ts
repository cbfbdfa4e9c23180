/**
 * A candidate's referral link (decision 0041): their own sponsor handle for the links
 * `/r/{sponsorHandle}/…` (spec 1 §2, spec 2 §2), made when they first ask for it, and how many
 * candidates joined or applied through it. A handle is random, not the candidate's name: the
 * link travels to people the candidate chooses, and it must not say who they are.
 */
import { randomInt } from 'node:crypto';
import type { ReferralLink } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { claimSponsorHandle, countSponsored, sponsorHandleOf } from '../../stores/sponsor-store.js';
import type { Owner } from '../auth/signed-in-owner.js';

const HANDLE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const HANDLE_LENGTH = 10;
/** Ten characters of 32 make a taken handle rare; a few draws make a failure unheard of. */
const DRAWS = 5;

function newHandle(): string {
  let handle = '';
  for (let i = 0; i < HANDLE_LENGTH; i += 1)
    handle += HANDLE_ALPHABET.charAt(randomInt(HANDLE_ALPHABET.length));
  return handle;
}

export async function referralLinkOf(db: Database, owner: Owner): Promise<ReferralLink> {
  return {
    handle: await sponsorHandleOf(db, owner),
    referred: await countSponsored(db, owner),
  };
}

/** The candidate's link, made now if they have none; asking again gives the same link. */
export async function ensureReferralLink(db: Database, owner: Owner): Promise<ReferralLink> {
  for (let draw = 0; draw < DRAWS; draw += 1) {
    if ((await sponsorHandleOf(db, owner)) !== null) break;
    await claimSponsorHandle(db, owner, newHandle());
  }
  const link = await referralLinkOf(db, owner);
  if (link.handle === null) throw appError('REFERRAL_LINK_UNAVAILABLE');
  return link;
}
