/**
 * Loads a provider's widget script once per page. Its address comes from the tenant's
 * configuration, and the page's CSP allows that origin only for tenants that configure
 * one (decision 0013-captcha-csp).
 */
import {
  providerGlobal,
  scriptAddress,
  type CaptchaApi,
  type CaptchaWidgetConfig,
} from './captcha-api';

const loading = new Map<string, Promise<CaptchaApi>>();
let callbacks = 0;

export function loadCaptchaApi(widget: CaptchaWidgetConfig, language: string): Promise<CaptchaApi> {
  const ready = providerGlobal(widget.provider);
  if (ready) return Promise.resolve(ready);
  const started = loading.get(widget.scriptUrl);
  if (started) return started;

  const promise = new Promise<CaptchaApi>((resolve, reject) => {
    callbacks += 1;
    const onloadName = `tgCaptchaLoaded${callbacks}`;
    Reflect.set(window, onloadName, () => {
      Reflect.deleteProperty(window, onloadName);
      const api = providerGlobal(widget.provider);
      if (api) resolve(api);
      else reject(new Error(`The ${widget.provider} script defined no widget API`));
    });
    const script = document.createElement('script');
    script.src = scriptAddress(widget, onloadName, language);
    script.async = true;
    script.onerror = () => {
      Reflect.deleteProperty(window, onloadName);
      script.remove();
      loading.delete(widget.scriptUrl);
      reject(new Error(`The ${widget.provider} script did not load`));
    };
    document.head.append(script);
  });
  loading.set(widget.scriptUrl, promise);
  return promise;
}
