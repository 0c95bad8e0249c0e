import { useId, useState } from 'react';
import { FRONT_DOOR_LABELS } from '../../../shared/front-door';
import { Button } from '../../components/Button';
import { LoadingView } from '../../components/LoadingView';
import { storyParagraphs, useSampleStory, visibleParagraphs } from './sample-story';

/**
 * One story a visitor can read without an account: its title and first paragraph in a calm card,
 * and a button that opens the rest in place (focus stays on the button, which now says Show less).
 */
export function SampleStory() {
  const id = useId();
  const sample = useSampleStory();
  const [open, setOpen] = useState(false);
  const textId = `${id}-text`;

  return (
    <section className="card front-door__sample" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="front-door__kicker">
        {FRONT_DOOR_LABELS.sampleTitle}
      </h2>
      {sample.isPending ? (
        <LoadingView inline label={FRONT_DOOR_LABELS.loading} />
      ) : sample.isError ? (
        <p className="muted">{FRONT_DOOR_LABELS.failed}</p>
      ) : (
        <>
          <h3 className="front-door__story-title">{sample.data.title}</h3>
          <p className="front-door__meta muted">
            {FRONT_DOOR_LABELS.sampleIntro} {FRONT_DOOR_LABELS.minutes(sample.data.readingTime)}
          </p>
          {sample.data.audioUrl && (
            // A visitor's player: the browser's own controls (the app's player is for families).
            <audio
              className="front-door__audio"
              controls
              preload="none"
              src={sample.data.audioUrl}
              aria-label={FRONT_DOOR_LABELS.listen}
            />
          )}
          <div id={textId} className="front-door__text">
            {visibleParagraphs(storyParagraphs(sample.data.content), open).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={textId}
            onClick={() => setOpen(!open)}
          >
            {open ? FRONT_DOOR_LABELS.showLess : FRONT_DOOR_LABELS.readWhole}
          </Button>
        </>
      )}
    </section>
  );
}
