import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { SparkIcon } from '../../components/icons';
import { useAppNavigation } from '../../lib/navigation';

/** Daily tab (placeholder): today's public story will be read here. */
export function DailyScreen() {
  const { openStoriesForm } = useAppNavigation();
  return (
    <section className="stack" aria-labelledby="daily-title">
      <p className="badge">Today's Story</p>
      <h1 id="daily-title" className="screen-title">
        Tonight's story
      </h1>
      <Card className="stack">
        <p className="story-text">
          Every evening a new gentle tale arrives here, ready to read together or to listen to with the lights
          down low.
        </p>
      </Card>
      <Card className="stack cta">
        <h2 className="card__title">Love This Story?</h2>
        <ul className="checklist">
          <li>Your child as the hero</li>
          <li>Custom themes and interests</li>
          <li>Professional audio narration</li>
        </ul>
        <Button block icon={<SparkIcon />} onClick={openStoriesForm}>
          Start Creating Personal Stories
        </Button>
      </Card>
    </section>
  );
}
