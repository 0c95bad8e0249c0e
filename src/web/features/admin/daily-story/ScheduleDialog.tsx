import { useEffect, useId, useRef, useState } from 'react';
import { DAILY_UI, nextIsoDate, type TDailyStory } from '../../../../shared/daily';
import { ADMIN_MESSAGES } from '../../../../shared/messages';
import { optionLabel, MAIN_THEME_OPTIONS } from '../../../../shared/story-options';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';

interface TScheduleDialogProps {
  story: TDailyStory;
  /** Today in APP_TIMEZONE (from GET /api/admin/daily-story), the input's minimum. */
  today: string;
  busy: boolean;
  onSchedule: (publishDate: string) => void;
  onCancel: () => void;
}

/** Spec §5 schedule rules before anything is sent: a date, not in the past; then confirm. */
export function scheduleProblem(date: string, today: string): string | null {
  if (!date) return ADMIN_MESSAGES.selectPublishDate;
  if (date < today) return ADMIN_MESSAGES.pastDate;
  return null;
}

/** Spec §2 schedule modal: title, theme and word count; a date (min today, default tomorrow). */
export function ScheduleDialog({ story, today, busy, onSchedule, onCancel }: TScheduleDialogProps) {
  const [date, setDate] = useState(nextIsoDate(today));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  // The native modal: focus stays inside, the page behind is inert, Escape cancels.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const submit = () => {
    const found = scheduleProblem(date, today);
    setProblem(found);
    if (!found) setConfirming(true);
  };

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="modal__panel">
        <h2 id={titleId} className="modal__title">
          {DAILY_UI.scheduleTitle}
        </h2>
        <p className="admin-item__title">{story.title}</p>
        <p className="muted">
          {optionLabel(MAIN_THEME_OPTIONS, story.theme)} · {DAILY_UI.words(story.metadata.wordCount)}
        </p>
        <TextField
          label={DAILY_UI.publishDate}
          type="date"
          min={today}
          value={date}
          error={problem}
          onChange={(e) => {
            setDate(e.target.value);
            setConfirming(false);
          }}
        />
        {confirming && <p role="status">{DAILY_UI.scheduleConfirm(story.title, date)}</p>}
        <div className="modal__actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {DAILY_UI.cancel}
          </Button>
          {confirming ? (
            <Button onClick={() => onSchedule(date)} busy={busy}>
              {DAILY_UI.continue}
            </Button>
          ) : (
            <Button onClick={submit}>{DAILY_UI.schedule}</Button>
          )}
        </div>
      </div>
    </dialog>
  );
}
