import { DAILY_UI } from '../../../../shared/daily-ui';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { AutoPublishSetting } from './AutoPublishSetting';
import { LoadingView } from '../../../components/LoadingView';
import { GeneratorForm } from './GeneratorForm';
import { useCurrentDailyStory } from './hooks';
import { StatsCard } from './StatsCard';
import { StoryLibrary } from './StoryLibrary';
import { TodayCard } from './TodayCard';

/** The Admin Panel's Daily Story tab (spec §2). */
export function DailyStoryTab() {
  const current = useCurrentDailyStory();
  if (current.isPending) return <LoadingView inline label={DAILY_UI.todayHeading} />;
  if (current.isError) {
    return (
      <Alert tone="error">
        {current.error.message || DAILY_UI.loadFailed}{' '}
        <Button variant="link" onClick={() => void current.refetch()}>
          {DAILY_UI.retry}
        </Button>
      </Alert>
    );
  }
  const { story, hasStoryToday, debugInfo } = current.data;
  return (
    <div className="stack">
      <TodayCard story={story} today={debugInfo.today} />
      <AutoPublishSetting />
      <StatsCard />
      {/* An automatic story holds today only until the admin schedules one: generating stays open. */}
      <GeneratorForm hasStoryToday={hasStoryToday && !story?.automatic} />
      <StoryLibrary today={debugInfo.today} />
    </div>
  );
}
