import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRIVACY_MESSAGES } from '../../shared/messages';
import { apiGet } from './api';
import { QUERY_KEYS } from './query-keys';

/** `GET /api/config`: the subset of server configuration the browser may see. */
export interface TPublicConfig {
  googleEnabled: boolean;
  supportMailto: string;
  appName: string;
  devMailbox: boolean;
  /** The AI service that writes stories, when one is configured (null: the local engine). */
  storyWriterHost: string | null;
  /** The voice service that narrates, when one is configured (null: the offline voice). */
  voiceHost: string | null;
}

export const FALLBACK_APP_NAME = 'Moonlit Tales';

/** Until the config arrives, optional features (Google) stay hidden. */
const FALLBACK_CONFIG: TPublicConfig = {
  googleEnabled: false,
  supportMailto: '',
  appName: FALLBACK_APP_NAME,
  devMailbox: false,
  storyWriterHost: null,
  voiceHost: null,
};

export function publicConfigQuery() {
  return queryOptions({
    queryKey: QUERY_KEYS.publicConfig,
    queryFn: ({ signal }) => apiGet<TPublicConfig>('/api/config', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function usePublicConfig(): TPublicConfig {
  const { data } = useQuery(publicConfigQuery());
  return data ?? FALLBACK_CONFIG;
}

/** Where a family's words go, in plain sentences (PRIVACY_MESSAGES). */
export function privacySentences(config: Pick<TPublicConfig, 'storyWriterHost' | 'voiceHost'>): string[] {
  return [
    config.storyWriterHost === null
      ? PRIVACY_MESSAGES.storiesLocal
      : PRIVACY_MESSAGES.storiesTo(config.storyWriterHost),
    ...(config.voiceHost === null ? [] : [PRIVACY_MESSAGES.voiceTo(config.voiceHost)]),
  ];
}
