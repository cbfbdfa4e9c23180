import { Anchor, Stack, Title } from '@mantine/core';
import type { Offer } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDate } from '../../../lib/format';
import { isNotFoundError } from '../../../lib/api-error';
import { parseId } from '../../../lib/ids';
import { useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { offerLetterPath, offerQuery, offersQuery } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';
import { DetailList } from '../DetailList';
import { EmptyState } from '../EmptyState';
import { NextStepNote } from '../NextStepNote';
import { QueryView } from '../QueryView';
import { BackToList, RecordList } from '../RecordList';
import { OfferAnswer } from './OfferAnswer';

/**
 * Offers, newest first, each linking to its own page `/profile/offers/{id}/`, where the
 * candidate reads the letter (a PDF drawn by the server) and accepts or declines it with a
 * typed signature before it expires (issue 27).
 */
export function OffersTab({ offerId }: { offerId: string | undefined }) {
  if (offerId !== undefined) return <OfferDetail offerId={offerId} />;
  return <OfferList />;
}

function OfferList() {
  const { t } = useTranslation('account');
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
          <RecordList
            records={offers.map((offer) => ({
              id: offer.offerId,
              title: offer.title,
              href: hrefTo(language, 'profileOffer', { offerId: offer.offerId }),
              lines: [
                t('dashboard.offers.sent', { date: formatDate(offer.sentAt, language) }),
                <>
                  {t('dashboard.offers.statusLabel')}: <bdi>{statusText(t, offer.status)}</bdi>
                  {offer.expiresAt !== null &&
                    ` · ${t('dashboard.offers.expires', { date: formatDate(offer.expiresAt, language) })}`}
                </>,
              ],
              note: awaitsAnswer(offer) ? (
                <NextStepNote
                  next={answerNext(t, offer, language)}
                  applicationId={offer.applicationId}
                />
              ) : undefined,
            }))}
          />
        )
      }
    </QueryView>
  );
}

/** An offer sent and not yet answered, nor expired (the server says expired). */
const awaitsAnswer = (offer: Offer) => offer.status === 'extended';

const STATUS_KEYS = ['extended', 'accepted', 'declined', 'expired'] as const;

/** The status in the reader's language; one we do not know as the server wrote it. */
function statusText(t: TFunction<'account'>, status: string): string {
  const known = STATUS_KEYS.find((key) => key === status);
  return known === undefined ? status : t(`dashboard.offers.statuses.${known}`);
}

function answerNext(t: TFunction<'account'>, offer: Offer, language: string): string {
  return offer.expiresAt === null
    ? t('dashboard.offers.answerNext')
    : t('dashboard.offers.answerNextBy', { date: formatDate(offer.expiresAt, language) });
}

function OfferDetail({ offerId }: { offerId: string }) {
  const { t } = useTranslation('account');
  const id = parseId(offerId);
  if (id === null) return <BackToOffers message={t('dashboard.offers.notFound')} />;
  return <OfferRecord id={id} />;
}

function OfferRecord({ id }: { id: number }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const owner = useDashboardOwner();
  const query = useQuery(offerQuery(owner, id));
  if (isNotFoundError(query.error)) {
    return <BackToOffers message={t('dashboard.offers.notFound')} />;
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
              [t('dashboard.offers.statusLabel'), statusText(t, offer.status)],
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
          <Anchor
            href={offerLetterPath(owner.client, offer.offerId)}
            target="_blank"
            rel="noopener"
          >
            {t('dashboard.offers.letter')}
          </Anchor>
          {offer.signature !== null && offer.answeredAt !== null && (
            <p>
              {t('dashboard.offers.signedAs', {
                signature: offer.signature,
                date: formatDate(offer.answeredAt, language),
              })}
            </p>
          )}
          {awaitsAnswer(offer) && (
            <>
              <NextStepNote
                next={answerNext(t, offer, language)}
                applicationId={offer.applicationId}
              />
              <OfferAnswer offer={offer} />
            </>
          )}
          <BackToOffers />
        </Stack>
      )}
    </QueryView>
  );
}

function BackToOffers({ message }: { message?: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <BackToList
      href={hrefTo(language, 'profileOffers')}
      label={t('dashboard.offers.back')}
      message={message}
    />
  );
}
