import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { defaultConfig } from './siteConfig';
import type { SiteConfig } from './siteConfig';
import { configureApiClient } from '../api/client';

const ConfigContext = createContext<SiteConfig>(defaultConfig);

export function ConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  // The API client is a module singleton shared by every remote; point it at this deployment.
  configureApiClient(config.apiBaseUrl);
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): SiteConfig {
  return useContext(ConfigContext);
}
