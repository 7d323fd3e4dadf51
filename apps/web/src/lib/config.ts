import { createContext, useContext } from 'react';

/** The browser's only configuration: /js/config.json (part 1 §7). */
export interface AppConfig {
  API_URL: string;
  RESOURCE_URL: string;
  AEM_HOMEPAGE: string;
  AEM_LOGINPAGE: string;
  EAS_URL: string;
  LIVE_CHAT_URL?: string;
  /** The network's public website for providers (Provider Resources' external link). */
  PROVIDER_WEBSITE_URL: string;
  /** How often an open page refreshes the notifications bell. */
  NOTIFICATIONS_POLL_SECONDS: number;
}

export const defaultConfig: AppConfig = {
  API_URL: '/api',
  RESOURCE_URL: '/resources',
  AEM_HOMEPAGE: '/content/home',
  AEM_LOGINPAGE: '/content/login',
  EAS_URL: '/api/auth/sso',
  PROVIDER_WEBSITE_URL: '/content/for-providers',
  NOTIFICATIONS_POLL_SECONDS: 30,
};

let current: AppConfig = defaultConfig;

/** The configuration non-React code (the http client) reads. */
export const getConfig = (): AppConfig => current;

export function setConfig(config: AppConfig): void {
  current = config;
}

const keys = ['API_URL', 'RESOURCE_URL', 'AEM_HOMEPAGE', 'AEM_LOGINPAGE', 'EAS_URL', 'LIVE_CHAT_URL', 'PROVIDER_WEBSITE_URL'] as const;

/** Part 1 §4.6: configuration loads first, and the app renders whether or not that succeeds. */
export async function loadConfig(url = '/js/config.json'): Promise<AppConfig> {
  const config: AppConfig = { ...defaultConfig };
  try {
    // The same request as index.html's preload (default cache mode: the server's no-cache revalidates),
    // so the browser answers it from that preload instead of asking again.
    const response = await fetch(url);
    if (response.ok) {
      const body = (await response.json()) as Record<string, unknown>;
      for (const key of keys) {
        const value = body[key];
        if (typeof value === 'string' && value) config[key] = value.replace(/\/$/, '');
      }
      const poll = body.NOTIFICATIONS_POLL_SECONDS;
      if (typeof poll === 'number' && poll >= 1) config.NOTIFICATIONS_POLL_SECONDS = poll;
    }
  } catch {
    // Unreachable or not JSON: keep the defaults so the sign-in page still renders.
  }
  setConfig(config);
  return config;
}

export const ConfigContext = createContext<AppConfig>(defaultConfig);
export const useConfig = (): AppConfig => useContext(ConfigContext);
