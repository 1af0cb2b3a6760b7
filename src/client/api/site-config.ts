import type { SiteConfig } from '../../shared/schemas/users';
import { apiRequest } from './http';
import { queryClient } from './query-client';

/**
 * What this server offers (Google sign-in). A prerendered page that shows it was built once per
 * answer and carries the answer it was built with, so React takes it over without asking again.
 */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

export const siteConfigQuery = {
  queryKey: ['config'],
  queryFn: () => apiRequest<SiteConfig>('/api/config'),
  staleTime: Infinity,
} as const;

/** Puts the answer a page carries where the query looks first. */
export function seedSiteConfig(config: SiteConfig | null = readPageConfig()) {
  if (config) queryClient.setQueryData(siteConfigQuery.queryKey, config);
}

function readPageConfig(): SiteConfig | null {
  const element = document.getElementById(SITE_CONFIG_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SiteConfig) : null;
}
