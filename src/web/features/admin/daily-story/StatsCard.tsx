import { DAILY_UI, engagementPercent } from '../../../../shared/daily-ui';
import { MAIN_THEME_OPTIONS, optionLabel } from '../../../../shared/story-options';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { LoadingView } from '../../../components/LoadingView';
import { useDailyStats } from './hooks';

/** The analytics card: last 30 days (spec §2, §9). */
export function StatsCard() {
  const stats = useDailyStats();
  return (
    <Card className="stack" aria-labelledby="daily-stats-title">
      <h2 id="daily-stats-title" className="card__title">
        {DAILY_UI.analyticsHeading}
      </h2>
      {stats.isPending && <LoadingView inline label={DAILY_UI.analyticsHeading} />}
      {stats.isError && (
        <p role="alert">
          {DAILY_UI.loadFailed}{' '}
          <Button variant="link" onClick={() => void stats.refetch()}>
            {DAILY_UI.retry}
          </Button>
        </p>
      )}
      {stats.data && (
        <>
          <dl className="admin-stats">
            <Stat label={DAILY_UI.totalStories} value={stats.data.totalStories} />
            <Stat label={DAILY_UI.totalViews} value={stats.data.totalViews} />
            <Stat label={DAILY_UI.totalPlays} value={stats.data.totalPlays} />
            <Stat label={DAILY_UI.averageViews} value={stats.data.averageViewsPerStory} />
            <Stat
              label={DAILY_UI.engagement}
              value={`${engagementPercent(stats.data.totalPlays, stats.data.totalViews)}%`}
            />
          </dl>
          {stats.data.recentStories.length > 0 && (
            <section aria-labelledby="recent-title">
              <h3 id="recent-title" className="card__subtitle">
                {DAILY_UI.recentStories}
              </h3>
              <ul className="admin-recent">
                {stats.data.recentStories.map((s) => (
                  <li key={s.id}>
                    <span>{s.date}</span> <strong>{s.title}</strong>{' '}
                    <span className="muted">
                      {optionLabel(MAIN_THEME_OPTIONS, s.theme)} · {DAILY_UI.views(s.stats.views)} ·{' '}
                      {DAILY_UI.plays(s.stats.plays)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="admin-stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
