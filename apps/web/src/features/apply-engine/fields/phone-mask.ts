/**
 * Phone fields (spec 2 §5): the mask takes 9 to 14 digits, written (999) 999-9999 for the
 * first ten and a space before the rest; the value kept is digits only. Whether a number is
 * long enough is the shared domain rule (PHONE_MIN_DIGITS..PHONE_MAX_DIGITS), so the browser
 * and the server agree.
 */
import { PHONE_MAX_DIGITS, phoneDigits } from '@talentgate/domain';

/** The digits of what was typed, cut at the mask's length. */
export function phoneValue(text: string): string {
  return phoneDigits(text).slice(0, PHONE_MAX_DIGITS);
}

/** Digits shown through the mask, as far as they go: '(512) 555-0100 12'. */
export function maskPhone(digits: string): string {
  const value = phoneValue(digits);
  if (value.length === 0) return '';
  const area = value.slice(0, 3);
  const exchange = value.slice(3, 6);
  const line = value.slice(6, 10);
  const rest = value.slice(10);
  let text = `(${area}`;
  if (value.length > 3) text += `) ${exchange}`;
  if (value.length > 6) text += `-${line}`;
  if (rest !== '') text += ` ${rest}`;
  return text;
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
