import { Text } from '@mantine/core';
import { CAPTCHA_RENDER_DELAY_MS } from '@talentgate/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../routing/current-route';
import {
  renderParams,
  type CaptchaApi,
  type CaptchaWidgetConfig,
  type WidgetId,
} from './captcha-api';
import { loadCaptchaApi } from './load-captcha-script';

interface CaptchaWidgetProps {
  widget: CaptchaWidgetConfig;
  /** The provider's token once solved; null when it expires, fails or is reset. */
  onToken: (token: string | null) => void;
  /** Increment to reset the widget: a token is good for one verification only. */
  resetSignal: number;
  /** A problem to show under the widget (e.g. not solved yet). */
  error?: string | null;
}

/**
 * The tenant's captcha widget, rendered 1000 ms after the form (spec 1 §9 "captcha render
 * delay 1000 ms"). The provider draws inside the box; a script that does not load is said
 * so, and the form stays as it is.
 */
export function CaptchaWidget({ widget, onToken, resetSignal, error }: CaptchaWidgetProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const containerRef = useRef<HTMLDivElement>(null);
  const apiRef = useRef<{ api: CaptchaApi; id: WidgetId } | null>(null);
  const onTokenRef = useRef(onToken);
  const [failed, setFailed] = useState(false);
  const errorId = useId();

  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  const { provider, siteKey, scriptUrl } = widget;
  useEffect(() => {
    const config = { provider, siteKey, scriptUrl };
    const container = containerRef.current;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      loadCaptchaApi(config, language).then(
        (api) => {
          if (cancelled || !container) return;
          const handlers = {
            onToken: (token: string | null) => onTokenRef.current(token),
            onError: () => setFailed(true),
          };
          apiRef.current = {
            api,
            id: api.render(container, renderParams(config, language, handlers)),
          };
        },
        () => {
          if (!cancelled) setFailed(true);
        },
      );
    }, CAPTCHA_RENDER_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      const rendered = apiRef.current;
      apiRef.current = null;
      if (rendered) rendered.api.remove?.(rendered.id);
      container?.replaceChildren();
    };
  }, [provider, siteKey, scriptUrl, language]);

  useEffect(() => {
    const rendered = apiRef.current;
    if (resetSignal === 0 || !rendered) return;
    rendered.api.reset(rendered.id);
    onTokenRef.current(null);
  }, [resetSignal]);

  const problem = failed ? t('auth.captcha.loadError') : (error ?? null);
  return (
    <div
      role="group"
      aria-label={t('auth.captcha.label')}
      aria-describedby={problem ? errorId : undefined}
    >
      {/* The provider's own content, which it writes in the language render() passed it. */}
      <div ref={containerRef} translate="no" />
      {problem && (
        <Text id={errorId} size="sm" c="red.8" mt={4}>
          {problem}
        </Text>
      )}
    </div>
  );
}
