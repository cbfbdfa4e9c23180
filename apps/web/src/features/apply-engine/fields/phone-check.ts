import { loadedPhoneLibrary } from './phone-library';

/**
 * The phone library's check for the shared validation (`phoneNumberCheck`), once a phone field
 * has loaded it: a number no country issues is refused like one of the wrong length.
 */
export function phoneCheck(): ((digits: string) => boolean) | undefined {
  return loadedPhoneLibrary()?.isKnownNumber;
}
