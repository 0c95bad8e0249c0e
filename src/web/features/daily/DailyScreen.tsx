import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { DAILY_UI, dailyFooter } from '../../../shared/daily-ui';
import type { TPublicDailyStory } from '../../../shared/daily';
import { DAILY_MESSAGES } from '../../../shared/messages';
import { PLAYER_LABELS } from '../../../shared/player-labels';
import type { TSentenceTiming } from '../../../shared/stories';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Illustration } from '../../components/Illustration';
import { LoadingView } from '../../components/LoadingView';
import { StoryCover } from '../../components/StoryCover';
import { SparkIcon } from '../../components/icons';
import { useAppNavigation } from '../../lib/navigation';
import { PATHS } from '../../lib/paths';
import { usePlayer } from '../narration/player-context';
import { PlayerControls } from '../narration/PlayerControls';
import { ReadAlongText } from '../narration/ReadAlongText';
import { readAlongAt, seekTimeOf } from '../narration/read-along';
import { fetchDailyStory } from './api';
import { dailyProblem, type TDailyProblem } from './daily-view';
import { useDailyPlayer } from './use-daily-player';

const NO_TIMINGS: readonly TSentenceTiming[] = [];

/**
 * Daily tab (spec §2 Daily story, public view). Each visit is one load, so one view. The footer
 * follows the reader's plan: it never offers a plan they already have (dailyFooter).
 */
export function DailyScreen({ planType }: { planType?: string }) {
  const daily = useQuery({
    queryKey: ['daily', 'public'],
    queryFn: ({ signal }) => fetchDailyStory(signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (daily.isPending) return <LoadingView inline label={DAILY_UI.loading} />;
  const story = daily.data?.story;
  return (
    <section className="stack" aria-labelledby="daily-title">
      {story ? (
        <DailyStory story={story} viewId={daily.data?.viewId} />
      ) : (
        <DailyProblem problem={dailyProblem(daily.error, daily.data)} />
      )}
      {/* Spec: the call to action follows today's story; 'Love This Story?' with no story reads oddly. */}
      {story && <CallToAction />}
      <p className="muted daily-footer">{dailyFooter(planType)}</p>
    </section>
  );
}

function DailyStory({ story, viewId }: { story: TPublicDailyStory; viewId?: string }) {
  const player = useDailyPlayer(story, viewId);
  const { sleep } = usePlayer();
  const timings = story.audio?.timings ?? NO_TIMINGS;
  const started = player.playing || player.currentTime > 0;
  const { sentence: active, word: activeWord } = readAlongAt(timings, player.currentTime, started);
  const { seek } = player;
  const toSentence = useCallback(
    (sentence: number) => {
      const at = seekTimeOf(timings, sentence);
      if (at !== null) seek(at);
    },
    [timings, seek],
  );
  return (
    <>
      <p className="badge">{DAILY_UI.todaysStory}</p>
      <h1 id="daily-title" className="screen-title">
        {story.title}
      </h1>
      <StoryCover story={story} size="hero" className="daily-cover" />
      {story.audioUrl && (
        <section className="reader__audio daily-player" aria-label={PLAYER_LABELS.narration}>
          <PlayerControls
            player={player}
            sleep={sleep}
            playLabel={DAILY_UI.listen}
            pauseLabel={DAILY_UI.pause}
            src={story.audioUrl}
          />
        </section>
      )}
      <Card>
        <ReadAlongText
          content={story.content}
          timings={timings}
          active={active}
          activeWord={activeWord}
          follow={player.playing}
          onSentence={toSentence}
        />
      </Card>
    </>
  );
}

function DailyProblem({ problem }: { problem: TDailyProblem }) {
  const navigate = useNavigate();
  const { openStoriesForm } = useAppNavigation();
  const locked = problem.variant === 'subscription';
  return (
    <Card className="stack empty-state">
      {locked ? (
        <span className="daily-lock" role="img" aria-label="Locked">
          🔒
        </span>
      ) : (
        <Illustration name="welcome" />
      )}
      <h1 id="daily-title" className="screen-title">
        {problem.title}
      </h1>
      <p role={locked ? undefined : 'alert'}>{problem.message}</p>
      {!locked && <p className="muted">{DAILY_MESSAGES.checkBackTomorrow}</p>}
      {locked ? (
        <Button onClick={() => void navigate(PATHS.subscriptionPlans)}>{DAILY_UI.viewPlans}</Button>
      ) : (
        <Button onClick={openStoriesForm}>{DAILY_UI.createYourOwn}</Button>
      )}
    </Card>
  );
}

function CallToAction() {
  const { openStoriesForm } = useAppNavigation();
  return (
    <Card className="stack cta">
      <h2 className="card__title">{DAILY_UI.loveThisStory}</h2>
      <ul className="checklist">
        {DAILY_UI.ctaPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Button block icon={<SparkIcon />} onClick={openStoriesForm}>
        {DAILY_UI.startCreating}
      </Button>
    </Card>
  );
}
