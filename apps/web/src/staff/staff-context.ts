import type { StaffMe, StaffPermission } from '@talentgate/domain';
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface StaffSession {
  client: string;
  me: StaffMe;
}

export const StaffSessionContext = createContext<StaffSession | null>(null);

/** The signed-in staff user; only pages behind the sign-in gate call it. */
export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside the signed-in console');
  return session;
}

export function useCan(permission: StaffPermission): boolean {
  return useStaffSession().me.permissions.includes(permission);
}

/** The window's title names the page, then the console. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('staff');
  useEffect(() => {
    document.title = `${title} · ${t('console.name')}`;
  }, [title, t]);
}
