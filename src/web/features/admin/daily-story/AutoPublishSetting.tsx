import { DAILY_UI } from '../../../../shared/daily-ui';
import { Alert } from '../../../components/Alert';
import { Card } from '../../../components/Card';
import { useDailySettings, useSetAutoPublish } from './hooks';

/** The admin's switch for the automatic story (issue 26), kept on the server for every instance. */
export function AutoPublishSetting() {
  const settings = useDailySettings();
  const change = useSetAutoPublish();
  const on = change.isPending ? change.variables : settings.data?.autoPublish;
  return (
    <Card className="stack">
      <label className="admin-switch">
        <input
          type="checkbox"
          role="switch"
          checked={on ?? false}
          disabled={on === undefined || change.isPending}
          onChange={(e) => change.mutate(e.target.checked)}
          aria-describedby="auto-publish-note"
        />
        <span>{DAILY_UI.autoPublishLabel}</span>
      </label>
      {on !== undefined && (
        <p id="auto-publish-note" className="muted">
          {on ? DAILY_UI.autoPublishOn : DAILY_UI.autoPublishOff}
        </p>
      )}
      {(settings.isError || change.isError) && <Alert tone="error">{DAILY_UI.autoPublishFailed}</Alert>}
    </Card>
  );
}
