import { useEffect, useRef } from 'react';
import { MoonIcon } from '../../components/icons';
import { paragraphs } from './library-view';
import { scrollBehavior } from '../../lib/motion';

/** The story as it is written: a polite live region that grows paragraph by paragraph. */
export function GenerationPreview({ childName, text }: { childName: string; text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
  }, []);
  const parts = paragraphs(text);
  return (
    <div className="story-preview" ref={ref}>
      <p className="story-preview__status">
        <MoonIcon className="story-preview__moon" />
        Writing {childName}'s story…
      </p>
      <div className="story-text story-preview__text" aria-live="polite" aria-label="Story being written">
        {parts.length === 0 ? (
          <p className="story-preview__waiting">Gathering moonbeams and ideas…</p>
        ) : (
          parts.map((p, i) => <p key={i}>{p}</p>)
        )}
        <span className="story-preview__caret" aria-hidden="true" />
      </div>
    </div>
  );
}
