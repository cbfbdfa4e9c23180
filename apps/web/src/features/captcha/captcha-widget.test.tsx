import { act, cleanup, render, screen } from '@testing-library/react';
import { CAPTCHA_RENDER_DELAY_MS } from '@talentgate/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/render-with-providers';
import { siteWrapper } from '../../test/site-wrapper';
import type { CaptchaRenderParams } from './captcha-api';
import { CaptchaWidget } from './CaptchaWidget';
import { loadCaptchaApi } from './load-captcha-script';

const WIDGET = {
  provider: 'turnstile' as const,
  siteKey: 'site-key-1',
  scriptUrl: 'https://captcha.example/turnstile/v0/api.js?render=explicit',
};

/** Turnstile's explicit-render API, as its script defines it on window. */
function fakeTurnstile() {
  const rendered: Array<{ container: HTMLElement; params: CaptchaRenderParams }> = [];
  const api = {
    render: vi.fn((container: HTMLElement, params: CaptchaRenderParams) => {
      rendered.push({ container, params });
      container.textContent = 'widget';
      return `widget-${rendered.length}`;
    }),
    reset: vi.fn(),
    remove: vi.fn(),
  };
  vi.stubGlobal('turnstile', api);
  return { api, rendered };
}

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWidget(onToken = vi.fn(), resetSignal = 0) {
  const { Wrapper } = siteWrapper({ language: 'fr' });
  const view = render(
    <CaptchaWidget widget={WIDGET} onToken={onToken} resetSignal={resetSignal} />,
    { wrapper: Wrapper },
  );
  return view;
}

describe('CaptchaWidget', () => {
  it('renders the provider widget 1000 ms after the form, not before (spec 1 §9)', async () => {
    const { api, rendered } = fakeTurnstile();
    renderWidget();
    await act(async () => vi.advanceTimersByTime(CAPTCHA_RENDER_DELAY_MS - 1));
    expect(api.render).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(api.render).toHaveBeenCalledTimes(1);
    expect(rendered[0]?.params).toMatchObject({ sitekey: 'site-key-1', language: 'fr' });
    expect(screen.getByRole('group', { name: 'Security check' }).textContent).toContain('widget');
  });

  it('passes tokens on, and forgets them when they expire or the widget is reset', async () => {
    const { api, rendered } = fakeTurnstile();
    const onToken = vi.fn();
    const { rerender } = renderWidget(onToken);
    await act(async () => vi.advanceTimersByTime(CAPTCHA_RENDER_DELAY_MS));
    const params = rendered[0]?.params;
    act(() => params?.callback('token-1'));
    expect(onToken).toHaveBeenLastCalledWith('token-1');
    act(() => params?.['expired-callback']());
    expect(onToken).toHaveBeenLastCalledWith(null);

    rerender(<CaptchaWidget widget={WIDGET} onToken={onToken} resetSignal={1} />);
    expect(api.reset).toHaveBeenCalledWith('widget-1');
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('says so when the provider reports an error', async () => {
    const { rendered } = fakeTurnstile();
    renderWidget();
    await act(async () => vi.advanceTimersByTime(CAPTCHA_RENDER_DELAY_MS));
    act(() => {
      rendered[0]?.params['error-callback']();
    });
    expect(screen.getByText(/The security check could not be loaded/)).toBeTruthy();
  });
});

describe('loadCaptchaApi', () => {
  it('adds the provider script once, with explicit rendering, an onload callback and the language', async () => {
    const widget = {
      ...WIDGET,
      provider: 'hcaptcha' as const,
      scriptUrl: 'https://h.example/1/api.js',
    };
    const first = loadCaptchaApi(widget, 'ar');
    const second = loadCaptchaApi(widget, 'ar');
    const scripts = [...document.head.querySelectorAll('script')].filter((script) =>
      script.src.startsWith('https://h.example/'),
    );
    expect(scripts).toHaveLength(1);
    const src = new URL(scripts[0]?.src ?? '');
    expect(src.searchParams.get('render')).toBe('explicit');
    expect(src.searchParams.get('hl')).toBe('ar');
    const onload = src.searchParams.get('onload') ?? '';
    // What the provider's script does when it has loaded.
    const api = { render: vi.fn(), reset: vi.fn() };
    vi.stubGlobal('hcaptcha', api);
    const callback: unknown = Reflect.get(window, onload);
    if (typeof callback === 'function') callback();
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
  });

  it('rejects when the script does not load, and tries again next time', async () => {
    const widget = { ...WIDGET, scriptUrl: 'https://down.example/api.js' };
    const attempt = loadCaptchaApi(widget, 'en');
    const script = [...document.head.querySelectorAll('script')].find((element) =>
      element.src.startsWith('https://down.example/'),
    );
    script?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('did not load');
    void loadCaptchaApi(widget, 'en').catch(() => undefined);
    expect(
      [...document.head.querySelectorAll('script')].filter((element) =>
        element.src.startsWith('https://down.example/'),
      ),
    ).toHaveLength(1);
  });
});
