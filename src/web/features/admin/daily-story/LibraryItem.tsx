import { ADMIN_PREVIEW_CHARS } from '../../../../shared/constants';
import { DAILY_UI } from '../../../../shared/daily-ui';
import type { TDailyStory } from '../../../../shared/daily';
import { MAIN_THEME_OPTIONS, optionLabel } from '../../../../shared/story-options';
import { Button } from '../../../components/Button';
import { AdminAudioPlayer } from './AdminAudioPlayer';
import { openFullStory } from './view-full';

interface TLibraryItemProps {
  story: TDailyStory;
  addingAudio: boolean;
  onAddAudio: () => void;
  onSchedule: () => void;
  onDelete: () => void;
  children?: React.ReactNode;
}

export function preview(content: string): string {
  return content.length > ADMIN_PREVIEW_CHARS ? `${content.slice(0, ADMIN_PREVIEW_CHARS)}…` : content;
}

/** One story of the admin library: what spec §2 lists, and its actions. */
export function LibraryItem({
  story,
  addingAudio,
  onAddAudio,
  onSchedule,
  onDelete,
  children,
}: TLibraryItemProps) {
  const titleId = `daily-item-${story.id}`;
  return (
    <li className="admin-item card" aria-labelledby={titleId}>
      <div className="admin-item__head">
        <h3 id={titleId} className="admin-item__title">
          {story.title}
        </h3>
        <span className={`badge badge--${story.status}`}>{DAILY_UI.statusLabels[story.status]}</span>
        <span className="badge">{story.audio ? DAILY_UI.hasAudio : DAILY_UI.noAudio}</span>
        {story.automatic && <span className="badge badge--automatic">{DAILY_UI.automaticBadge}</span>}
      </div>
      <p className="muted admin-item__meta">
        <span>{optionLabel(MAIN_THEME_OPTIONS, story.theme)}</span>
        <span>{story.date ?? DAILY_UI.unscheduled}</span>
        <span>{DAILY_UI.words(story.metadata.wordCount)}</span>
        <span>{DAILY_UI.minutes(story.metadata.estimatedReadingTime)}</span>
        <span>{DAILY_UI.views(story.stats.views)}</span>
        <span>{DAILY_UI.plays(story.stats.plays)}</span>
      </p>
      <p className="admin-item__preview">{preview(story.content)}</p>
      {story.audio && <AdminAudioPlayer url={story.audio.audioUrl} title={story.title} />}
      <div className="admin-actions">
        {!story.audio && (
          <Button
            variant="secondary"
            onClick={onAddAudio}
            busy={addingAudio}
            aria-label={`${DAILY_UI.addAudio}: ${story.title}`}
          >
            {DAILY_UI.addAudio}
          </Button>
        )}
        <Button variant="secondary" onClick={onSchedule} aria-label={`${DAILY_UI.schedule}: ${story.title}`}>
          {DAILY_UI.schedule}
        </Button>
        <Button
          variant="ghost"
          onClick={() => openFullStory(story)}
          aria-label={`${DAILY_UI.viewFull}: ${story.title}`}
        >
          {DAILY_UI.viewFull}
        </Button>
        <Button
          variant="ghost"
          className="btn--danger"
          onClick={onDelete}
          aria-label={`${DAILY_UI.delete}: ${story.title}`}
        >
          {DAILY_UI.delete}
        </Button>
      </div>
      {children}
    </li>
  );
}
