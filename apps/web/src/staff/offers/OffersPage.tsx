import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useCan, usePageTitle, useStaffSession } from '../staff-context';
import { ApprovalChainsSection } from './ApprovalChainsSection';
import { OfferTemplatesSection } from './OfferTemplatesSection';
import { offerKeys, offersApi } from './offers-api';

/** Offers: those waiting for the caller's approval, the templates and the approval chains. */
export function OffersPage() {
  const { t } = useTranslation('staff');
  usePageTitle(t('offers.title'));
  const canApprove = useCan('offers:approve');
  return (
    <Stack>
      <Title order={1}>{t('offers.title')}</Title>
      {canApprove ? <AwaitingMe /> : null}
      <OfferTemplatesSection />
      <ApprovalChainsSection />
    </Stack>
  );
}

function AwaitingMe() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const mine = useQuery({
    queryKey: offerKeys.mine(client),
    queryFn: ({ signal }) => offersApi.mine(client, signal),
    staleTime: 0,
  });
  return (
    <Section id="awaiting" title={t('offers.awaiting')}>
      <ErrorAlert error={mine.error} />
      {mine.data?.length === 0 ? <Text>{t('offers.noneAwaiting')}</Text> : null}
      <ul>
        {(mine.data ?? []).map((offer) => (
          <li key={offer.offerId}>
            <Anchor component={Link} to={`/offers/${offer.offerId}`}>
              {t('offers.awaitingLink', { name: offer.candidateName, title: offer.jobTitle })}
            </Anchor>
          </li>
        ))}
      </ul>
    </Section>
  );
}
