import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { CampaignEvent } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { formatZonedRange } from '../../lib/format';
import { useLanguage } from '../routing/current-route';

/** An event's time (in its zone, named), place, online link and seats left. */
export function EventFacts({ event, title }: { event: CampaignEvent; title: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const when = formatZonedRange(
    Date.parse(event.startsAt),
    Date.parse(event.endsAt),
    language,
    event.timeZone,
  );
  return (
    <Stack gap={4} component="section" aria-labelledby="campaign-event">
      <Title order={2} id="campaign-event">
        <bdi>{title}</bdi>
      </Title>
      <Text>{t('campaign.when', { when, timeZone: event.timeZone })}</Text>
      {event.place && <Text dir="auto">{t('campaign.place', { place: event.place })}</Text>}
      {event.onlineUrl && (
        <Text>
          {t('campaign.online')}{' '}
          <Anchor href={event.onlineUrl} rel="noopener noreferrer">
            {event.onlineUrl}
          </Anchor>
        </Text>
      )}
      <Text c="dimmed">{t('campaign.seatsLeft', { count: event.seatsLeft })}</Text>
    </Stack>
  );
}
