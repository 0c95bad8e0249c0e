import { OFFLINE_MESSAGES } from '../../../shared/offline';
import { useOnline } from '../../lib/offline/use-online';

/** Shown on every signed-in screen while the browser is offline: what still works. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <span className="offline-banner__moon" aria-hidden="true">
        ☾
      </span>
      <p>
        <strong>{OFFLINE_MESSAGES.bannerTitle}</strong> {OFFLINE_MESSAGES.banner}
      </p>
    </div>
  );
}
