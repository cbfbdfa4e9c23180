import { Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context';
import { currentCandidateQueryOptions } from '../../auth/candidate-query';
import { ContactDetails } from '../../profile/ContactDetails';
import { LocationSection } from '../../profile/LocationSection';
import { useClient } from '../../site/client-context';
import { QueryView } from '../QueryView';
import { AddressesSection } from './AddressesSection';
import { AreaOfInterestSection } from './AreaOfInterestSection';
import { DashboardProfileForm } from './DashboardProfileForm';
import { PersonaPreferencesSection } from './PersonaPreferencesSection';

/**
 * Profile edit: contact details and location, the tenant's dashboard form (when it has one),
 * areas of interest, persona preferences and addresses.
 */
export function EditTab() {
  const client = useClient();
  const { recovery } = useAuth();
  const query = useQuery(currentCandidateQueryOptions(client, recovery));
  return (
    <QueryView query={query}>
      {(candidate) => (
        <Stack gap="lg">
          <Paper withBorder p="lg">
            <ContactDetails candidate={candidate} />
          </Paper>
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
        </Stack>
      )}
    </QueryView>
  );
}
