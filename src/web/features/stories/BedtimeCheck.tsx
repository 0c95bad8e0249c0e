import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BEDTIME_OUTCOME_LABELS,
  BEDTIME_OUTCOMES,
  BEDTIME_UI,
  type TBedtimeOutcome,
} from '../../../shared/bedtime-ui';
import type { TBedtimeFeedback } from '../../../shared/bedtime';
import type { TStory } from '../../../shared/stories';
import { Button } from '../../components/Button';
import { apiGet, apiSend } from '../../lib/api';

const key = (storyId: string) => ['bedtime', storyId] as const;

/** Asked the morning after, not while the story is still tonight's. */
export function askAboutBedtime(story: Pick<TStory, 'childId' | 'createdAt'>, now = new Date()): boolean {
  if (story.childId === null) return false;
  const told = new Date(story.createdAt);
  return told.toDateString() !== now.toDateString() && told < now;
}

type TChildBedtime = TBedtimeFeedback['children'][number];

/**
 * Bedtime that learns (issue 27): one tap says how the story went; the child's next stories are
 * adjusted and say so. A story for siblings asks for each child. The parent can turn the
 * adjustments off for a child here.
 */
export function BedtimeCheck({ story }: { story: TStory }) {
  const path = `/api/stories/${encodeURIComponent(story.id)}/bedtime`;
  const answer = useQuery({
    queryKey: key(story.id),
    queryFn: async ({ signal }) => (await apiGet<{ data: TBedtimeFeedback }>(path, { signal })).data,
    retry: false,
  });
  if (!answer.data) return null;
  return (
    <>
      {answer.data.children.map((child) => (
        <ChildBedtime key={child.childId} storyId={story.id} path={path} child={child} />
      ))}
    </>
  );
}

function ChildBedtime({ storyId, path, child }: { storyId: string; path: string; child: TChildBedtime }) {
  const queryClient = useQueryClient();
  const saved = (data: TBedtimeFeedback) => queryClient.setQueryData(key(storyId), data);
  const tell = useMutation({
    mutationFn: async (outcome: TBedtimeOutcome) =>
      (await apiSend<{ data: TBedtimeFeedback }>('PUT', path, { outcome, childId: child.childId })).data,
    onSuccess: saved,
  });
  const learn = useMutation({
    mutationFn: async (enabled: boolean) =>
      (
        await apiSend<{ data: TBedtimeFeedback }>('PUT', `${path}/learning`, {
          enabled,
          childId: child.childId,
        })
      ).data,
    onSuccess: saved,
  });
  const { outcome, learning, name } = child;
  const question = BEDTIME_UI.question(name);
  return (
    <section className="card bedtime-check" aria-label={question}>
      <h2 className="bedtime-check__question">{question}</h2>
      <div className="bedtime-check__choices" role="group" aria-label={question}>
        {BEDTIME_OUTCOMES.map((o) => (
          <Button
            key={o}
            variant={outcome === o ? 'primary' : 'secondary'}
            aria-pressed={outcome === o}
            busy={tell.isPending && tell.variables === o}
            disabled={tell.isPending}
            onClick={() => tell.mutate(o)}
          >
            {BEDTIME_OUTCOME_LABELS[o]}
          </Button>
        ))}
      </div>
      {(tell.isError || learn.isError) && <p role="alert">{BEDTIME_UI.failed}</p>}
      {outcome !== null && (
        <p role="status" className="bedtime-check__thanks">
          {learning ? BEDTIME_UI.thanks(name) : BEDTIME_UI.thanksOff}{' '}
          <Button variant="link" busy={learn.isPending} onClick={() => learn.mutate(!learning)}>
            {learning ? BEDTIME_UI.turnOff : BEDTIME_UI.turnOn}
          </Button>
        </p>
      )}
    </section>
  );
}
