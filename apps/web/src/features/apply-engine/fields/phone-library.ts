/**
 * Loads the phone-number library (phone-numbers.ts, its own chunk) when a visitor reaches a
 * phone field, and keeps it: later readers (the review, a grid's table, the validation of the
 * open form) use it once it is there and fall back to plain digits before.
 */
import type * as PhoneNumbers from './phone-numbers';

export type PhoneLibrary = typeof PhoneNumbers;

let loaded: PhoneLibrary | null = null;
let loading: Promise<PhoneLibrary> | null = null;

export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  loading ??= import('./phone-numbers').then((library) => {
    loaded = library;
    return library;
  });
  return loading;
}

export function loadedPhoneLibrary(): PhoneLibrary | null {
  return loaded;
}
