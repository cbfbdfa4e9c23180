import { zipLookupNeeded, type PostalCodeEntry } from '@talentgate/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useClient } from '../site/client-context';
import { fetchPostalCodes } from './places-api';

/** How long typing must pause before the zip is looked up (blur looks it up at once). */
const ZIP_LOOKUP_DELAY_MS = 600;

/**
 * The zip field's behaviour (spec 2 §5): when the zip changed since the last lookup, the
 * postal code data is fetched and handed to `onEntries`, which fills the empty fields.
 * Failures are logged and leave the form as it is.
 */
export function useZipLookup(
  zip: string,
  onEntries: (zip: string, entries: PostalCodeEntry[]) => void,
) {
  const client = useClient();
  const lookedUp = useRef(zip);
  const pending = useRef<AbortController | null>(null);
  const latest = useRef(onEntries);
  useEffect(() => {
    latest.current = onEntries;
  }, [onEntries]);

  const lookUp = useCallback(
    (value: string) => {
      if (!zipLookupNeeded(lookedUp.current, value)) return;
      lookedUp.current = value;
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      fetchPostalCodes(client, value, controller.signal).then(
        (entries) => latest.current(value, entries),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Zip lookup failed', error);
        },
      );
    },
    [client],
  );

  useEffect(() => {
    const timer = setTimeout(() => lookUp(zip), ZIP_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [zip, lookUp]);

  useEffect(() => () => pending.current?.abort(), []);

  /** A zip that came with a picked place needs no lookup of its own. */
  const markLookedUp = useCallback((value: string) => {
    lookedUp.current = value;
  }, []);

  return { lookUpNow: lookUp, markLookedUp };
}
