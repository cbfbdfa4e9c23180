import { Button, Text } from '@mantine/core';
import type { Place } from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../site/client-context';
import { fetchNearestPlace } from './places-api';

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser has no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000 });
  });
}

/**
 * "Use my location": the browser's position, then the nearest city through our own API
 * (spec 1 §7 reverse geocode). A refusal or failure is logged and the progress stops
 * (spec 1 §8); the person is told and can type the place instead.
 */
export function UseMyLocationButton({ onLocate }: { onLocate: (place: Place) => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);

  const locate = async () => {
    setLocating(true);
    setFailed(false);
    try {
      const { coords } = await currentPosition();
      onLocate(await fetchNearestPlace(client, coords.latitude, coords.longitude));
    } catch (error) {
      console.warn('Geolocation or reverse lookup failed', error);
      setFailed(true);
    } finally {
      setLocating(false);
    }
  };

  return (
    <div>
      <Button variant="default" loading={locating} onClick={() => void locate()}>
        {t('places.useMyLocation')}
      </Button>
      {failed && (
        <Text size="sm" c="red.8" mt="xs" role="status">
          {t('places.locationFailed')}
        </Text>
      )}
    </div>
  );
}
