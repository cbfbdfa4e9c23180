import { Anchor, Stack, Text } from '@mantine/core';
import type { RecruiterContact, RecruiterContacts } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { recruiterContactsQuery } from './dashboard-api';
import { useDashboardOwner } from './dashboard-owner';

/** The recruiter of the application when its requisition names one, else the tenant's. */
export function contactFor(
  contacts: RecruiterContacts | undefined,
  applicationId: number | null,
): RecruiterContact | null {
  if (!contacts) return null;
  const own = contacts.applications.find((entry) => entry.applicationId === applicationId);
  return own?.contact ?? contacts.tenant;
}

/**
 * A step the site cannot do yet (answering an offer, filling in an onboarding form,
 * confirming an interview time: issue 21 item 9) says what will happen and whom to reach.
 * Plain text but for the real e-mail and phone links: nothing here looks clickable that is not.
 */
export function NextStepNote({
  next,
  applicationId,
}: {
  /** What happens next, in the page language. */
  next: string;
  applicationId: number | null;
}) {
  const { t } = useTranslation('account');
  const contacts = useQuery(recruiterContactsQuery(useDashboardOwner()));
  const contact = contactFor(contacts.data, applicationId);
  return (
    <Stack gap={2} data-next-step>
      <Text size="sm">{next}</Text>
      {contact && (
        <Text size="sm">
          {t('dashboard.nextStep.contact')} <bdi>{contact.name}</bdi>
          {contact.email !== null && (
            <>
              {' · '}
              <Anchor href={`mailto:${contact.email}`} size="sm">
                <bdi>{contact.email}</bdi>
              </Anchor>
            </>
          )}
          {contact.phone !== null && (
            <>
              {' · '}
              <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} size="sm">
                <bdi>{contact.phone}</bdi>
              </Anchor>
            </>
          )}
        </Text>
      )}
    </Stack>
  );
}
