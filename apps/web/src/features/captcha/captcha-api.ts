/**
 * The explicit-render API that reCAPTCHA (`grecaptcha`), hCaptcha (`hcaptcha`) and Turnstile
 * (`turnstile`) share: the provider script defines a global with `render(container, params)`
 * and `reset(widgetId)`, and calls the page's `onload` callback when it is ready.
 */
import type { CaptchaProvider, SiteConfig } from '@talentgate/domain';

export type CaptchaWidgetConfig = NonNullable<SiteConfig['captcha']>;
export type WidgetId = string | number;

export interface CaptchaRenderParams {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  /** Returning true tells Turnstile the error is handled (it throws otherwise). */
  'error-callback': () => boolean;
  /** Turnstile's language parameter. */
  language?: string;
  /** hCaptcha's language parameter. */
  hl?: string;
}

export interface CaptchaApi {
  render(container: HTMLElement, params: CaptchaRenderParams): WidgetId;
  reset(widgetId?: WidgetId): void;
  remove?(widgetId: WidgetId): void;
}

const GLOBAL_NAMES: Record<CaptchaProvider, string> = {
  recaptcha: 'grecaptcha',
  hcaptcha: 'hcaptcha',
  turnstile: 'turnstile',
};

function isCaptchaApi(value: unknown): value is CaptchaApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'render') === 'function' &&
    typeof Reflect.get(value, 'reset') === 'function'
  );
}

/** The provider's global, once its script has defined it. */
export function providerGlobal(provider: CaptchaProvider): CaptchaApi | null {
  const value: unknown = Reflect.get(window, GLOBAL_NAMES[provider]);
  return isCaptchaApi(value) ? value : null;
}

/** The script address with explicit rendering, our onload callback and the page language. */
export function scriptAddress(
  widget: CaptchaWidgetConfig,
  onloadName: string,
  language: string,
): string {
  const url = new URL(widget.scriptUrl, window.location.href);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('onload', onloadName);
  // reCAPTCHA takes the language only in the script address; Turnstile only in render().
  if (widget.provider !== 'turnstile') url.searchParams.set('hl', language);
  return url.href;
}

export function renderParams(
  widget: CaptchaWidgetConfig,
  language: string,
  handlers: { onToken: (token: string | null) => void; onError: () => void },
): CaptchaRenderParams {
  const params: CaptchaRenderParams = {
    sitekey: widget.siteKey,
    callback: (token) => handlers.onToken(token),
    'expired-callback': () => handlers.onToken(null),
    'error-callback': () => {
      handlers.onToken(null);
      handlers.onError();
      return true;
    },
  };
  if (widget.provider === 'turnstile') params.language = language;
  if (widget.provider === 'hcaptcha') params.hl = language;
  return params;
}
