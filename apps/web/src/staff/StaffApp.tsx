import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme';
import { ApplicationPage } from './applications/ApplicationPage';
import { AuditPage } from './audit/AuditPage';
import { BrandingPage } from './branding/BrandingPage';
import { CandidatePage } from './candidates/CandidatePage';
import { CandidatesPage } from './candidates/CandidatesPage';
import { EventsPage } from './events/EventsPage';
import { CalendarPage } from './interviews/CalendarPage';
import { staffI18n } from './i18n/i18n';
import { ConsoleLayout, NotFoundPage } from './layout/ConsoleLayout';
import { PipelinePage } from './pipeline/PipelinePage';
import { OfferPage } from './offers/OfferPage';
import { OffersPage } from './offers/OffersPage';
import { NewRequisitionPage } from './requisitions/NewRequisitionPage';
import { RequisitionEditorPage } from './requisitions/RequisitionEditorPage';
import { ReportsPage } from './reports/ReportsPage';
import { RequisitionsPage } from './requisitions/RequisitionsPage';
import { SessionGate } from './session/SessionGate';
import { SettingsPage } from './settings/SettingsPage';
import { TemplateEditorPage } from './templates/TemplateEditorPage';
import { TemplatesPage } from './templates/TemplatesPage';
import { HierarchyPage } from './hierarchy/HierarchyPage';
import { VendorPortalGate } from './vendor-portal/VendorPortalGate';
import { VendorPage } from './vendors/VendorPage';
import { VendorsPage } from './vendors/VendorsPage';

interface StaffAppProps {
  client: string;
  /** CSP nonce for the <style> tags Mantine injects; undefined in development. */
  styleNonce: string | undefined;
  queryClient: QueryClient;
}

/** The staff console under /staff/ (decision 0031): sign-in gate, then the console's pages. */
export function StaffApp({ client, styleNonce, queryClient }: StaffAppProps) {
  return (
    <I18nextProvider i18n={staffI18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme="light"
        getStyleNonce={styleNonce === undefined ? undefined : () => styleNonce}
      >
        <DirectionProvider initialDirection={staffI18n.dir()} detectDirection>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter basename="/staff">
              <SessionGate client={client}>
                <VendorPortalGate>
                  <ConsoleLayout>
                    <Routes>
                      <Route index element={<RequisitionsPage />} />
                      <Route path="requisitions" element={<RequisitionsPage />} />
                      <Route path="requisitions/new" element={<NewRequisitionPage />} />
                      <Route
                        path="requisitions/:requisitionId"
                        element={<RequisitionEditorPage />}
                      />
                      <Route
                        path="requisitions/:requisitionId/pipeline"
                        element={<PipelinePage />}
                      />
                      <Route path="applications/:applicationId" element={<ApplicationPage />} />
                      <Route path="candidates" element={<CandidatesPage />} />
                      <Route path="candidates/:candidateId" element={<CandidatePage />} />
                      <Route path="templates" element={<TemplatesPage />} />
                      <Route path="templates/:name/:language" element={<TemplateEditorPage />} />
                      <Route path="events" element={<EventsPage />} />
                      <Route path="calendar" element={<CalendarPage />} />
                      <Route path="offers" element={<OffersPage />} />
                      <Route path="offers/:offerId" element={<OfferPage />} />
                      <Route path="reports" element={<ReportsPage />} />
                      <Route path="settings" element={<SettingsPage />} />
                      <Route path="branding" element={<BrandingPage />} />
                      <Route path="audit" element={<AuditPage />} />
                      <Route path="vendors" element={<VendorsPage />} />
                      <Route path="vendors/:vendorId" element={<VendorPage />} />
                      <Route path="hierarchy" element={<HierarchyPage />} />
                      <Route path="*" element={<NotFoundPage />} />
                    </Routes>
                  </ConsoleLayout>
                </VendorPortalGate>
              </SessionGate>
            </BrowserRouter>
          </QueryClientProvider>
        </DirectionProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
