import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { RECORDER_NAME_MAX, RECORDING_MESSAGES as M } from '../../../../shared/recordings-ui';
import { splitIntoSentences } from '../../../../shared/sentences';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { storyRecorderApi, type TRecorderApi } from './recordings-api';
import { useVoiceRecorder, type TTake } from './use-voice-recorder';

interface TVoiceRecorderProps {
  storyId: string;
  content: string;
  /** The parent's own name: the first suggestion for whose voice this is. */
  defaultName: string;
  onClose: () => void;
  onSaved: () => void;
}

interface TRecorderPanelProps {
  api: TRecorderApi;
  /** The story cut into sentences (src/shared/sentences.ts), as the server counts the takes. */
  sentences: readonly string[];
  defaultName: string;
  /** The name was chosen already (a relative's invitation): no name field, only Start. */
  fixedName?: boolean;
  intro?: string;
  /** Absent: no Close button (the relative's page is the recorder). */
  onClose?: () => void;
  onSaved: () => void;
}

function takeStatus(take: TTake | null, capturing: boolean): string {
  if (capturing) return M.recordingNow;
  if (!take) return '';
  if (take.status === 'uploading') return M.uploading;
  if (take.status === 'retrying') return M.uploadRetrying;
  if (take.status === 'failed') return M.uploadFailed;
  return M.uploaded;
}

/** The microphone's level as a meter (role=meter, so it has a name and a value for screen readers). */
function LevelMeter({ level, live }: { level: number; live: boolean }) {
  const percent = Math.round(level * 100);
  return (
    <div
      className={`recorder__meter${live ? ' recorder__meter--live' : ''}`}
      role="meter"
      aria-label={M.level}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className="recorder__meter-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** "Record your voice" in the reader: the parent's own voice for their story. */
export function VoiceRecorder({ storyId, content, ...rest }: TVoiceRecorderProps) {
  const sentences = useMemo(() => splitIntoSentences(content).flat(), [content]);
  const api = useMemo(() => storyRecorderApi(storyId), [storyId]);
  return <RecorderPanel api={api} sentences={sentences} {...rest} />;
}

/**
 * The recorder (issue 29): the story one sentence at a time, large; record, listen back, record
 * again, move between sentences, save. Each take is uploaded as soon as it is made, to the
 * parent's routes or a relative's invitation, whichever `api` sends to.
 */
export function RecorderPanel({
  api,
  sentences,
  defaultName,
  fixedName = false,
  intro = M.recorderIntro,
  onClose,
  onSaved,
}: TRecorderPanelProps) {
  const total = sentences.length;
  const r = useVoiceRecorder(api, total, onSaved);
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [listening, setListening] = useState(false);
  const player = useRef<HTMLAudioElement | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (r.resumeName) setName(r.resumeName);
  }, [r.resumeName]);
  useEffect(() => () => player.current?.pause(), []);

  const start = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(M.nameRequired);
    if (trimmed.length > RECORDER_NAME_MAX) return setNameError(M.nameTooLong);
    setNameError(null);
    void r.begin(trimmed);
  };

  const listen = () => {
    if (listening) {
      player.current?.pause();
      setListening(false);
      return;
    }
    if (!r.take?.url) return;
    player.current?.pause();
    const audio = new Audio(r.take.url);
    audio.onended = () => setListening(false);
    player.current = audio;
    setListening(true);
    void audio.play().catch(() => setListening(false));
  };

  const missing = total - r.savedCount;
  const recordLabel = r.capturing ? M.stop : r.take ? M.retake : M.record;

  return (
    <section className="recorder" aria-labelledby="recorder-title">
      <div className="recorder__head">
        <h2 id="recorder-title" className="recorder__title" tabIndex={-1} ref={heading}>
          {M.recorderTitle}
        </h2>
        {onClose && (
          <Button
            variant="ghost"
            onClick={onClose}
            disabled={r.capturing || r.phase === 'saving'}
            aria-label={M.close}
          >
            {M.closeShort}
          </Button>
        )}
      </div>
      {r.error && (
        <Alert tone="error" onDismiss={r.dismissError}>
          {r.error}
        </Alert>
      )}
      {r.phase === 'name' && (
        <form className="recorder__start stack" onSubmit={start} noValidate>
          <p className="muted">{intro}</p>
          {!fixedName && (
            <TextField
              label={M.recorderName}
              placeholder={M.recorderNamePlaceholder}
              value={name}
              maxLength={RECORDER_NAME_MAX}
              error={nameError}
              onChange={(e) => setName(e.target.value)}
            />
          )}
          <Button type="submit">{M.start}</Button>
        </form>
      )}
      {(r.phase === 'record' || r.phase === 'saving') && (
        <>
          <p className="recorder__count">{M.sentenceOf(r.index + 1, total)}</p>
          <p className="recorder__sentence" aria-live="polite">
            {sentences[r.index]}
          </p>
          <LevelMeter level={r.level} live={r.capturing} />
          <p className="recorder__status" role="status">
            {takeStatus(r.take, r.capturing)}
          </p>
          <div className="recorder__controls">
            <Button
              className={`recorder__record${r.capturing ? ' recorder__record--on' : ''}`}
              onClick={() => (r.capturing ? r.stop() : void r.record())}
              disabled={r.phase === 'saving'}
            >
              {recordLabel}
            </Button>
            <Button variant="secondary" onClick={listen} disabled={!r.take?.url || r.capturing}>
              {listening ? M.stopListening : M.listen}
            </Button>
          </div>
          <div className="recorder__nav">
            <Button
              variant="secondary"
              onClick={() => r.go(r.index - 1)}
              disabled={r.index === 0 || r.capturing}
              aria-label={M.previous}
            >
              {M.previousShort}
            </Button>
            <Button
              variant="secondary"
              onClick={() => r.go(r.index + 1)}
              disabled={r.index >= total - 1 || r.capturing}
              aria-label={M.next}
            >
              {M.nextShort}
            </Button>
          </div>
          <div className="recorder__save">
            <p className="muted">
              {missing > 0 ? M.missingSentences(missing) : M.recorded(r.savedCount, total)}
            </p>
            <Button
              onClick={() => void r.save()}
              disabled={missing > 0 || r.pending || r.capturing}
              busy={r.phase === 'saving'}
            >
              {r.phase === 'saving' ? M.saving : M.save}
            </Button>
          </div>
        </>
      )}
      {r.phase === 'saved' && <Alert tone="success">{M.saved}</Alert>}
    </section>
  );
}
