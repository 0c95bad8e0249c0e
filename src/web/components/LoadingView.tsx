import { Spinner } from './Spinner';
import { MoonIcon } from './icons';

/** Loading view; full screen while authentication loads (spec §2), or `inline` inside a card. */
export function LoadingView({ label = 'Loading…', inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div className={`loading-view${inline ? ' loading-view--inline' : ''}`} role="status" aria-live="polite">
      {!inline && <MoonIcon className="loading-view__moon" />}
      <Spinner size={inline ? 'md' : 'lg'} />
      <p className="loading-view__label">{label}</p>
    </div>
  );
}
