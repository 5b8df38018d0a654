import type { AppConfig, Edition } from '@studyflow/contracts/edition';
import { createContext, useContext } from 'react';
import type { TrpcClient } from '../api/trpc';

/**
 * The BFF's start-up settings. Loaded once, before any route renders, and kept outside the query
 * cache: they never change while the page is open, and sign-out clears the cache.
 */
export const AppConfigContext = createContext<AppConfig | null>(null);

export function loadAppConfig(client: TrpcClient): Promise<AppConfig> {
  return client.config.get.query();
}

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (config === null) throw new Error('useAppConfig needs the AppConfigContext provider (app/boot.tsx).');
  return config;
}

export const useEdition = (): Edition => useAppConfig().edition;

/**
 * The local mailbox page, for someone trying Studyflow on their own machine. The BFF sends it only
 * outside production, so its presence is the switch.
 */
export const useLocalMailboxUrl = (): string | null => useAppConfig().mailboxUrl;
