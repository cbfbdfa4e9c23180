/**
 * Mantine's Modal locks page scrolling with react-remove-scroll, which adds a <style> tag of
 * its own. That tag gets its nonce from the `get-nonce` package, which reads this global (the
 * name comes from webpack, which sets it natively). Without it the CSP blocks the style.
 */
declare global {
  var __webpack_nonce__: string | undefined;
}

export function shareStyleNonce(nonce: string | undefined): void {
  globalThis.__webpack_nonce__ = nonce;
}
