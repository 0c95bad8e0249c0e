import { useEffect, useId, useRef } from 'react';
import { FIRST_RUN_MESSAGES } from '../../../shared/design-messages';
import type { TStory } from '../../../shared/stories';
import { Button } from '../../components/Button';
import { StoryCover } from '../../components/StoryCover';
import { paragraphs } from '../stories/library-view';

/** The welcome's last screen: tonight's story, its cover and opening, and the way into it. */
export function StoryReady({ story, onRead }: { story: TStory; onRead: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone: the new story's title takes it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card stack welcome__ready" aria-labelledby={`${id}-title`}>
      <StoryCover story={story} size="hero" />
      <p className="badge">{FIRST_RUN_MESSAGES.doneTitle}</p>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="featured__title">
        {story.title}
      </h2>
      <p className="muted">{FIRST_RUN_MESSAGES.forChild(story.childName)}</p>
      <p className="story-text welcome__opening">{paragraphs(story.content)[0]}</p>
      <Button block onClick={onRead}>
        {FIRST_RUN_MESSAGES.readStory}
      </Button>
    </section>
  );
}
