export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
/** Installs Debian's chromium package when the browser is missing (root only). */
export declare function ensureChromium(): void;
