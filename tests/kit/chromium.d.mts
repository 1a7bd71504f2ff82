import type { Browser } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
export declare function launchChromium(): Promise<Browser>;
