import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api';
import { QUERY_KEYS } from './query-keys';

/** `GET /api/config`: the subset of server configuration the browser may see. */
export interface TPublicConfig {
  googleEnabled: boolean;
  supportMailto: string;
  appName: string;
  devMailbox: boolean;
}

export const FALLBACK_APP_NAME = 'Moonlit Tales';

/** Until the config arrives, optional features (Google) stay hidden. */
const FALLBACK_CONFIG: TPublicConfig = {
  googleEnabled: false,
  supportMailto: '',
  appName: FALLBACK_APP_NAME,
  devMailbox: false,
};

export function usePublicConfig(): TPublicConfig {
  const { data } = useQuery({
    queryKey: QUERY_KEYS.publicConfig,
    queryFn: ({ signal }) => apiGet<TPublicConfig>('/api/config', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data ?? FALLBACK_CONFIG;
}
