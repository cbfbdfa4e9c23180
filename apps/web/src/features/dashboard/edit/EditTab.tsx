import { Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context';
import { currentCandidateQueryOptions } from '../../auth/candidate-query';
import { ContactForm } from '../../profile/ContactForm';
import { LocationSection } from '../../profile/LocationSection';
import { useFeatureFlags } from '../../feature-flags/use-feature-flags';
import { useClient } from '../../site/client-context';
import { ReferralSection } from '../../referrals/ReferralSection';
import { SignInMethodsSection } from '../../social-sign-in/SignInMethodsSection';
import { QueryView } from '../QueryView';
import { AddressesSection } from './AddressesSection';
import { AreaOfInterestSection } from './AreaOfInterestSection';
import { DashboardProfileForm } from './DashboardProfileForm';
import { PersonaPreferencesSection } from './PersonaPreferencesSection';

/**
 * Profile edit: name and phone, location (by place or zip), the tenant's dashboard form (when
 * it has one), areas of interest, persona preferences, addresses, the ways to sign in and
 * the candidate's referral link to share.
 * A tenant's own dashboard form takes the place of the name and phone form: it edits the same
 * record, and two "First name" fields on one page would leave the candidate guessing.
 */
export function EditTab() {
  const client = useClient();
  const { recovery } = useAuth();
  const query = useQuery(currentCandidateQueryOptions(client, recovery));
  const tenantForm = useFeatureFlags().data?.dashboardFormEnabled === true;
  return (
    <QueryView query={query}>
      {(candidate) => (
        <Stack gap="lg">
          {!tenantForm && (
            <Paper withBorder p="lg">
              <ContactForm candidate={candidate} />
            </Paper>
          )}
          <DashboardProfileForm candidate={candidate} />
          <Paper withBorder p="lg">
            <LocationSection candidate={candidate} />
          </Paper>
          <Paper withBorder p="lg">
            <AreaOfInterestSection candidate={candidate} />
          </Paper>
          <Paper withBorder p="lg">
            <PersonaPreferencesSection candidate={candidate} />
          </Paper>
          <Paper withBorder p="lg">
            <AddressesSection />
          </Paper>
          <Paper withBorder p="lg">
            <SignInMethodsSection />
          </Paper>
          <Paper withBorder p="lg">
            <ReferralSection />
          </Paper>
        </Stack>
      )}
    </QueryView>
  );
}
