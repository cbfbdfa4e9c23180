import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { Offer } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate, formatDate } from '../../../lib/format';
import { isNotFoundError } from '../../../lib/api-error';
import { parseId } from '../../../lib/ids';
import { useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { offerQuery, offersQuery } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';
import classes from '../Dashboard.module.css';
import { DetailList } from '../DetailList';
import { EmptyState } from '../EmptyState';
import { QueryView } from '../QueryView';

/** Offers, newest first, each linking to its own page `/profile/offers/{id}/`. */
export function OffersTab({ offerId }: { offerId: string | undefined }) {
  if (offerId !== undefined) return <OfferDetail offerId={offerId} />;
  return <OfferList />;
}

function OfferList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(offersQuery(useDashboardOwner()));
  return (
    <QueryView query={query}>
      {(offers) =>
        offers.length === 0 ? (
          <EmptyState
            title={t('dashboard.offers.emptyTitle')}
            hint={t('dashboard.offers.emptyHint')}
            action={{
              label: t('dashboard.seeApplications'),
              href: hrefTo(language, 'profileApplications'),
            }}
          />
        ) : (
          <Stack gap="sm" component="ul" className={classes.plainList}>
            {offers.map((offer) => (
              <Paper withBorder p="md" component="li" key={offer.offerId}>
                <Stack gap={2}>
                  <Anchor
                    component={Link}
                    to={hrefTo(language, 'profileOffer', {
                      offerId: offer.offerId,
                    })}
                    fw={600}
                  >
                    <bdi>{offer.title}</bdi>
                  </Anchor>
                  <Text size="sm">
                    {t('dashboard.offers.sent', { date: formatDate(offer.sentAt, language) })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('dashboard.offers.statusLabel')}: <bdi>{offer.status}</bdi>
                    {offer.expiresAt !== null &&
                      ` · ${t('dashboard.offers.expires', { date: formatDate(offer.expiresAt, language) })}`}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )
      }
    </QueryView>
  );
}

function OfferDetail({ offerId }: { offerId: string }) {
  const { t } = useTranslation();
  const id = parseId(offerId);
  if (id === null) return <BackToList message={t('dashboard.offers.notFound')} />;
  return <OfferRecord id={id} />;
}

function OfferRecord({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(offerQuery(useDashboardOwner(), id));
  if (isNotFoundError(query.error)) {
    return <BackToList message={t('dashboard.offers.notFound')} />;
  }
  return (
    <QueryView query={query}>
      {(offer: Offer) => (
        <Stack gap="md">
          <Title order={3}>
            <bdi>{offer.title}</bdi>
          </Title>
          <DetailList
            items={[
              [t('dashboard.offers.statusLabel'), offer.status],
              [t('dashboard.offers.salary'), offer.salary],
              [
                t('dashboard.offers.startDate'),
                offer.startDate === null ? '' : formatCalendarDate(offer.startDate, language),
              ],
              [t('dashboard.offers.sentLabel'), formatDate(offer.sentAt, language)],
              [
                t('dashboard.offers.expiresLabel'),
                offer.expiresAt === null ? '' : formatDate(offer.expiresAt, language),
              ],
              [t('dashboard.offers.details'), offer.details],
            ]}
          />
          <BackToList />
        </Stack>
      )}
    </QueryView>
  );
}

function BackToList({ message }: { message?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="xs" align="flex-start">
      {message && <Text>{message}</Text>}
      <Anchor component={Link} to={hrefTo(language, 'profileOffers')}>
        {t('dashboard.offers.back')}
      </Anchor>
    </Stack>
  );
}
