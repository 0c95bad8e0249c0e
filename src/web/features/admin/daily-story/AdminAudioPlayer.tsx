import { useEffect, useRef, useState } from 'react';
import { DAILY_UI } from '../../../../shared/daily-ui';
import { ADMIN_MESSAGES } from '../../../../shared/messages';
import { Button } from '../../../components/Button';
import { adminFetch } from '../admin-api';

/**
 * The admin's player (spec §2): the file is fetched with the admin token (an <audio src> cannot
 * send it), then played from memory. Trouble shows the spec's two messages.
 */
export function AdminAudioPlayer({ url, title }: { url: string; title: string }) {
  const [source, setSource] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const load = async () => {
    setLoading(true);
    setError(null);
    try {
      const blob = await (await adminFetch(url)).blob();
      if (blob.size === 0) throw new Error('empty');
      setSource(URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'audio/mpeg' })));
    } catch {
      setError(ADMIN_MESSAGES.audioCorrupted);
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (!source || !audio.current) return;
    audio.current.play().catch((err: unknown) => {
      setError(ADMIN_MESSAGES.audioPlaybackFailed(err instanceof Error ? err.message : String(err)));
    });
  }, [source]);

  return (
    <div className="admin-audio">
      {source ? (
        <audio
          ref={audio}
          controls
          src={source}
          aria-label={`Narration of ${title}`}
          onError={() => setError(ADMIN_MESSAGES.audioCorrupted)}
        />
      ) : (
        <Button
          variant="secondary"
          onClick={() => void load()}
          busy={loading}
          aria-label={`${DAILY_UI.playAudio}: ${title}`}
        >
          {loading ? DAILY_UI.loadingAudio : DAILY_UI.playAudio}
        </Button>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
