// Types of chromium.mjs, for the TypeScript that imports it (test/e2e/helpers.ts).

/** GANGWAY_CHROMIUM, else Debian's /usr/bin/chromium. */
export declare const CHROMIUM_PATH: string

/** Launch arguments of every headless run (e2e and bench). */
export declare const CHROMIUM_ARGS: string[]

/** Makes sure CHROMIUM_PATH exists (installing Debian's chromium as root); resolves with it. */
export declare function ensureChromium(): Promise<string>
