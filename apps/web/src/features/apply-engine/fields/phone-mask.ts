/**
 * Phone fields (spec 2 §5): 9 to 14 digits, the value kept is digits only. Whether a number is
 * long enough is the shared domain rule (PHONE_MIN_DIGITS..PHONE_MAX_DIGITS), so the browser
 * and the server agree; how a number is written is its country's (phone-numbers.ts), not a
 * US mask, which made "+44 20 7946 0958" read "(442) 079-4609 58" (issue 21).
 */
import { PHONE_MAX_DIGITS, phoneDigits } from '@talentgate/domain';

/** The digits of what was typed, cut at the mask's length. */
export function phoneValue(text: string): string {
  return phoneDigits(text).slice(0, PHONE_MAX_DIGITS);
}

/** While typing, only what a phone number can contain is kept, and no more digits than fit. */
export function typedPhoneText(text: string): string {
  let digits = 0;
  let kept = '';
  for (const character of text) {
    if (/\d/.test(character)) {
      if (digits === PHONE_MAX_DIGITS) continue;
      digits += 1;
      kept += character;
    } else if (/[ ()+.-]/.test(character)) {
      kept += character;
    }
  }
  return kept;
}
