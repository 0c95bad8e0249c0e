import { storyCover } from '../../../shared/cover-art';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STORY_MESSAGES } from '../../../shared/messages';
import { PLAYER_LABELS } from '../../../shared/player-labels';
import { RECORDING_MESSAGES } from '../../../shared/recordings-ui';
import type { TSentenceTiming, TStory } from '../../../shared/stories';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadingView } from '../../components/LoadingView';
import { paragraphTexts, storyDocument } from '../../../shared/story-document';
import { audioSource } from '../stories/reader-view';
import { STORY_KEYS } from '../stories/hooks';
import { useMe } from '../identity/hooks';
import { PATHS } from '../../lib/paths';
import { AddAudio } from './AddAudio';
import { usePlayer, useStoryPlayer } from './player-context';
import type { TPlayerItem } from './player-queue';
import { PlayerControls } from './PlayerControls';
import { ReadAlongText } from './ReadAlongText';
import { readAlongAt, seekTimeOf } from './read-along';
import { playerIdOf, voiceChoices, type TVoiceChoice } from './voices';

// The recorder (and its microphone code) loads only when a parent opens it.
const VoiceRecorder = lazy(() =>
  import('./recorder/VoiceRecorder').then((m) => ({ default: m.VoiceRecorder })),
);
const InviteToRecord = lazy(() =>
  import('./invitation/InviteToRecord').then((m) => ({ default: m.InviteToRecord })),
);

const NO_TIMINGS: readonly TSentenceTiming[] = [];

/** The reader's story in one voice, as the app's player plays it. */
function playerItem(story: TStory, voice: TVoiceChoice, src: string): TPlayerItem {
  return {
    id: playerIdOf(story.id, voice.key),
    title: story.title,
    childName: story.childName,
    audioUrl: src,
    duration: voice.audio.duration ?? 0,
    timings: voice.audio.timings ?? NO_TIMINGS,
    readerPath: PATHS.read(story.id),
    artwork: storyCover(story).url,
  };
}

interface TNarratedProps {
  story: TStory;
  voices: TVoiceChoice[];
  voice: TVoiceChoice;
  src: string;
  notice: string | null;
  onChoose: (key: string) => void;
  children?: ReactNode;
}

function NarratedStory({ story, voices, voice, src, notice, onChoose, children }: TNarratedProps) {
  const timings = voice.audio.timings ?? NO_TIMINGS;
  const item = useMemo(() => playerItem(story, voice, src), [story, voice, src]);
  // The app's one player: it goes on playing when the parent leaves the reader, and coming back
  // to the story that plays shows where it is.
  const player = useStoryPlayer(item);
  const { sleep } = usePlayer();
  const [welcome, setWelcome] = useState(notice);
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
      <section className="reader__audio" aria-label={PLAYER_LABELS.narration}>
        {welcome && (
          <Alert tone="success" onDismiss={() => setWelcome(null)}>
            {welcome}
          </Alert>
        )}
        <p className="muted">{PLAYER_LABELS.audioAvailable}</p>
        {voices.length > 1 && (
          <label className="voice-choice">
            <span className="voice-choice__label">{RECORDING_MESSAGES.chooseVoice}</span>
            <select
              className="field__input voice-choice__select"
              value={voice.key}
              onChange={(e) => onChoose(e.target.value)}
            >
              {voices.map((v) => (
                <option key={v.key} value={v.key}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {voices.length === 1 && voice.key !== 'story' && <p className="voice-choice__one">{voice.label}</p>}
        <PlayerControls
          player={player}
          sleep={sleep}
          playLabel={PLAYER_LABELS.listenToStory}
          pauseLabel={PLAYER_LABELS.pauseStory}
          src={src}
        />
        {children}
      </section>
      <ReadAlongText
        content={story.content}
        document={story.document}
        timings={timings}
        active={active}
        activeWord={activeWord}
        follow={player.playing}
        onSentence={toSentence}
      />
    </>
  );
}

/**
 * The reader's audio (spec §2 Story reader): Add Audio while the story has no narration, the
 * player with the read-along text in the chosen voice, and "Record your voice" (issue 29).
 * Renders the story text too, since the narration marks it.
 */
export function ReaderNarration({ story }: { story: TStory }) {
  const voices = useMemo(() => voiceChoices(story), [story]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const queryClient = useQueryClient();
  const me = useMe();
  const onNarrated = useCallback(() => {
    setChosen('story');
    setNotice(STORY_MESSAGES.audioSuccess);
  }, []);
  const onRecorded = useCallback(() => {
    setChosen(null); // the newest voice comes first
    setNotice(RECORDING_MESSAGES.saved);
    setRecording(false);
    void queryClient.invalidateQueries({ queryKey: STORY_KEYS.root });
  }, [queryClient]);

  if (recording)
    return (
      <Suspense fallback={<LoadingView inline label={RECORDING_MESSAGES.recorderTitle} />}>
        <VoiceRecorder
          storyId={story.id}
          content={story.content}
          defaultName={me.data?.displayName ?? ''}
          onClose={() => setRecording(false)}
          onSaved={onRecorded}
        />
      </Suspense>
    );

  const voice = voices.find((v) => v.key === chosen) ?? voices[0];
  const src = voice ? audioSource(voice.audio) : null;
  // Beside "Record your voice": inviting a relative to record (issue 29 part 4).
  const recordButton = (
    <>
      <Button variant="secondary" className="reader__record" onClick={() => setRecording(true)}>
        {RECORDING_MESSAGES.recordYourVoice}
      </Button>
      <Suspense fallback={null}>
        <InviteToRecord storyId={story.id} />
      </Suspense>
    </>
  );
  return (
    <>
      {!story.audio && (
        <div className="reader__audio">
          <AddAudio story={story} onNarrated={onNarrated} />
          {!src && recordButton}
        </div>
      )}
      {voice && src ? (
        <NarratedStory
          key={`${voice.key}:${src}`}
          story={story}
          voices={voices}
          voice={voice}
          src={src}
          notice={notice}
          onChoose={setChosen}
        >
          {recordButton}
        </NarratedStory>
      ) : (
        <StoryText story={story} />
      )}
    </>
  );
}

/** The story's text from its one document (issue 27): a paragraph each, as the book prints it. */
function StoryText({ story }: { story: TStory }) {
  const document = useMemo(() => story.document ?? storyDocument(story.content), [story]);
  const texts = paragraphTexts(document);
  return (
    <div className="story-text reader__text">
      {document.paragraphs.map((p, i) => (
        <p key={p.id}>{texts[i]}</p>
      ))}
    </div>
  );
}
