import type { ReactNode } from 'react';
import { Illustration, type TIllustrationName } from './Illustration';

interface TEmptyStateProps {
  illustration: TIllustrationName;
  title: string;
  text?: ReactNode;
  /** The one clear way forward. */
  action: ReactNode;
}

/** An empty screen that says what belongs here and offers one action (a small picture above). */
export function EmptyState({ illustration, title, text, action }: TEmptyStateProps) {
  return (
    <section className="card empty-state" aria-label={title}>
      <Illustration name={illustration} />
      <p className="empty-state__title">{title}</p>
      {text && <p className="muted">{text}</p>}
      <div className="empty-state__action">{action}</div>
    </section>
  );
}
