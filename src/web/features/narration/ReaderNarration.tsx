import { storyCover } from '../../../shared/cover-art';
import { useCallback, useMemo, useState } from 'react';
import { STORY_MESSAGES } from '../../../shared/messages';
import { PLAYER_LABELS } from '../../../shared/player-labels';
import type { TSentenceTiming, TStory } from '../../../shared/stories';
import { Alert } from '../../components/Alert';
import { paragraphs } from '../stories/library-view';
import { audioSource } from '../stories/reader-view';
import { PATHS } from '../../lib/paths';
import { AddAudio } from './AddAudio';
import { usePlayer, useStoryPlayer } from './player-context';
import type { TPlayerItem } from './player-queue';
import { PlayerControls } from './PlayerControls';
import { ReadAlongText } from './ReadAlongText';
import { seekTimeOf, sentenceIndexAt } from './read-along';

const NO_TIMINGS: readonly TSentenceTiming[] = [];

/** The reader's story as the app's player plays it. */
function playerItem(story: TStory, src: string): TPlayerItem {
  return {
    id: story.id,
    title: story.title,
    childName: story.childName,
    audioUrl: src,
    duration: story.audio?.duration ?? 0,
    timings: story.audio?.timings ?? NO_TIMINGS,
    readerPath: PATHS.read(story.id),
    artwork: storyCover(story).url,
  };
}

function NarratedStory({ story, src, fresh }: { story: TStory; src: string; fresh: boolean }) {
  const timings = story.audio?.timings ?? NO_TIMINGS;
  const item = useMemo(() => playerItem(story, src), [story, src]);
  // The app's one player: it goes on playing when the parent leaves the reader, and coming back
  // to the story that plays shows where it is.
  const player = useStoryPlayer(item);
  const { sleep } = usePlayer();
  const [welcome, setWelcome] = useState(fresh);
  const started = player.playing || player.currentTime > 0;
  const active = started ? sentenceIndexAt(timings, player.currentTime) : -1;
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
      <section className="reader__audio" aria-label={PLAYER_LABELS.narration}>
        {welcome && (
          <Alert tone="success" onDismiss={() => setWelcome(false)}>
            {STORY_MESSAGES.audioSuccess}
          </Alert>
        )}
        <p className="muted">{PLAYER_LABELS.audioAvailable}</p>
        <PlayerControls
          player={player}
          sleep={sleep}
          playLabel={PLAYER_LABELS.listenToStory}
          pauseLabel={PLAYER_LABELS.pauseStory}
          src={src}
        />
      </section>
      <ReadAlongText
        content={story.content}
        timings={timings}
        active={active}
        follow={player.playing}
        onSentence={toSentence}
      />
    </>
  );
}

/**
 * The reader's audio (spec §2 Story reader): Add Audio while the story has none, then the player
 * with the read-along text. Renders the story text too, since the narration marks it.
 */
export function ReaderNarration({ story }: { story: TStory }) {
  const src = audioSource(story.audio);
  const [narratedHere, setNarratedHere] = useState(false);
  const onNarrated = useCallback(() => setNarratedHere(true), []);
  if (src) return <NarratedStory key={src} story={story} src={src} fresh={narratedHere} />;
  return (
    <>
      <div className="reader__audio">
        <AddAudio story={story} onNarrated={onNarrated} />
      </div>
      <div className="story-text reader__text">
        {paragraphs(story.content).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </>
  );
}
