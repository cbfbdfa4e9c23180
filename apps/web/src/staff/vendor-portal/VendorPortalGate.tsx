import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router';
import { usePageTitle, useStaffSession } from '../staff-context';
import { PortalLayout } from './PortalLayout';
import { PortalRequisitionPage } from './PortalRequisitionPage';
import { PortalRequisitionsPage } from './PortalRequisitionsPage';
import { PortalSubmissionsPage } from './PortalSubmissionsPage';

/**
 * A vendor's user sees the portal and nothing of the console (decision 0051): every console
 * path answers the portal's pages or its "not found". Staff see the console (children).
 */
export function VendorPortalGate({ children }: { children: ReactNode }) {
  const { me } = useStaffSession();
  if (!me.permissions.includes('vendor:portal')) return children;
  return (
    <PortalLayout>
      {me.vendor ? (
        <Routes>
          <Route index element={<PortalRequisitionsPage />} />
          <Route path="requisitions" element={<PortalRequisitionsPage />} />
          <Route path="requisitions/:requisitionId" element={<PortalRequisitionPage />} />
          <Route path="submissions" element={<PortalSubmissionsPage />} />
          <Route path="*" element={<PortalNotFound />} />
        </Routes>
      ) : (
        <NoVendor />
      )}
    </PortalLayout>
  );
}

export function PortalNotFound() {
  const { t } = useTranslation('staff');
  usePageTitle(t('notFound.title'));
  return (
    <Stack>
      <Title order={1}>{t('notFound.title')}</Title>
      <Anchor component={NavLink} to="/requisitions">
        {t('portal.nav.requisitions')}
      </Anchor>
    </Stack>
  );
}

/** A vendor role without a vendor behind it: an administrator's set-up to finish. */
function NoVendor() {
  const { t } = useTranslation('staff');
  usePageTitle(t('portal.noVendorTitle'));
  return (
    <Stack>
      <Title order={1}>{t('portal.noVendorTitle')}</Title>
      <Text>{t('portal.noVendor')}</Text>
    </Stack>
  );
}
