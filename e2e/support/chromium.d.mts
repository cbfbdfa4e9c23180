export declare const CHROMIUM_PATH: string;
export declare const TEST_BROWSER_PATH: string;
export declare const CHROMIUM_ARGS: string[];
/** Installs the Debian package of the browser at `path` (default CHROMIUM_PATH) when missing (root only). */
export declare function ensureChromium(path?: string): void;
