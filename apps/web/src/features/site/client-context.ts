import { createContext, useContext } from 'react';

/** The tenant key this page was served for (from the `tg-client` meta tag). */
export const ClientContext = createContext<string | null>(null);

export function useClient(): string {
  const client = useContext(ClientContext);
  if (client === null) throw new Error('useClient needs a ClientContext provider');
  return client;
}
