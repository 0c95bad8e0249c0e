import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../lib/public-config';
import { MoonIcon } from './icons';

interface TPageFrameProps {
  title: string;
  children: ReactNode;
  /** Extra controls at the top right (e.g. a Logout button). */
  actions?: ReactNode;
  wide?: boolean;
}

/** Frame for the standalone pages (pricing, activation, check-email...): brand bar and a centred column. */
export function PageFrame({ title, children, actions, wide = false }: TPageFrameProps) {
  const { appName } = usePublicConfig();
  return (
    <div className="page-frame">
      <header className="page-frame__bar">
        <Link to="/" className="brand" aria-label={`${appName} home`}>
          <MoonIcon className="brand__moon" />
          <span className="brand__name">{appName}</span>
        </Link>
        {actions && <div className="page-frame__actions">{actions}</div>}
      </header>
      <main className={`page-frame__main${wide ? ' page-frame__main--wide' : ''}`}>
        <h1 className="page-title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
