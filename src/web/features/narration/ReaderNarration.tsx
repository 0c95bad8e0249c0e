import { storyCover } from '../../../shared/cover-art';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { STORY_MESSAGES } from '../../../shared/messages';
import { PLAYER_LABELS } from '../../../shared/player-labels';
import type { TSentenceTiming, TStory } from '../../../shared/stories';
import { Alert } from '../../components/Alert';
import { paragraphs } from '../stories/library-view';
import { audioSource } from '../stories/reader-view';
import { AddAudio } from './AddAudio';
import { MiniPlayer } from './MiniPlayer';
import { PlayerControls } from './PlayerControls';
import { ReadAlongText } from './ReadAlongText';
import { seekTimeOf, sentenceIndexAt } from './read-along';
import { useAudioPlayer } from './use-audio-player';
import { useMediaSession } from '../../lib/media-session';
import { useSleepTimer } from './use-sleep-timer';

/** Whether the element is (even partly) inside the viewport. */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

const NO_TIMINGS: readonly TSentenceTiming[] = [];

function NarratedStory({ story, src, fresh }: { story: TStory; src: string; fresh: boolean }) {
  const timings = story.audio?.timings ?? NO_TIMINGS;
  const player = useAudioPlayer(src, story.audio?.duration ?? 0);
  const sleep = useSleepTimer(player.ref);
  const [welcome, setWelcome] = useState(fresh);
  const started = player.playing || player.currentTime > 0;
  const active = started ? sentenceIndexAt(timings, player.currentTime) : -1;
  const { seek } = player;
  const panel = useRef<HTMLElement | null>(null);
  const panelOnScreen = useOnScreen(panel);

  const toSentence = useCallback(
    (sentence: number) => {
      const at = seekTimeOf(timings, sentence);
      if (at !== null) seek(at);
    },
    [timings, seek],
  );

  const artwork = useMemo(() => storyCover(story).url, [story]);
  useMediaSession({
    artwork,
    // The lock screen shows the story once it has been started, not merely opened.
    active: started,
    title: story.title,
    artist: `For ${story.childName}`,
    player,
    // On the lock screen previous and next move by a sentence: the reader has one story.
    onPrevious: timings.length > 0 ? () => toSentence(Math.max(0, active - 1)) : undefined,
    onNext: timings.length > 0 ? () => toSentence(Math.min(timings.length - 1, active + 1)) : undefined,
  });

  return (
    <>
      <section className="reader__audio" aria-label="Narration" ref={panel}>
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
        <audio ref={player.ref} src={src} preload="metadata" onEnded={sleep.storyEnded} />
      </section>
      <ReadAlongText
        content={story.content}
        timings={timings}
        active={active}
        follow={player.playing}
        onSentence={toSentence}
      />
      {started && !panelOnScreen && <MiniPlayer player={player} title={story.title} />}
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
