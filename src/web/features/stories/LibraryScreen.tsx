import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BOOK_LABELS } from '../../../shared/books-ui';
import { LIBRARY_TAB_NAME } from '../../../shared/front-door';
import { STORY_MESSAGES } from '../../../shared/messages';
import { SERIES_MESSAGES } from '../../../shared/series';
import type { TStorySummary } from '../../../shared/stories';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/Dialog';
import { SparkIcon } from '../../components/icons';
import { LoadingView } from '../../components/LoadingView';
import { useAppNavigation } from '../../lib/navigation';
import { isOffline, useOnline } from '../../lib/offline/use-online';
import { privacySentences, usePublicConfig } from '../../lib/public-config';
import { useChildren } from '../children/hooks';
import { FeaturedAudio } from '../narration/FeaturedAudio';
import { OfflineList } from '../offline/OfflineList';
import { useRecentOffline } from '../offline/use-recent-offline';
import { CreditPanel } from '../credits/CreditPanel';
import { useCreditStatus } from '../credits/hooks';
import type { TCreditShortfall } from './generation-rules';
import { useDeleteStory } from './hooks';
import { OFFLINE_REFUSAL, type TFlash } from './library-flash';
import { NO_FILTERS, reconcileFilters } from './library-view';
import { LibraryLoadFailed, NoMatch, NoStories } from './LibraryFallbacks';
import { LoadMore } from './LoadMore';
import { useLibraryPages } from './use-library-pages';
import { LibraryFilters } from './LibraryFilters';
import { LibrarySeriesShelf } from './LibrarySeriesShelf';
import { ShortfallDialog } from './ShortfallDialog';
import { FeaturedStory, StoryList } from './StoryCards';
import type { TStoryFormValues } from './story-form';
import { STORY_CHILD_QUERY } from './story-links';
import { useCreditCheck } from './use-credit-check';
import { useStoryFormRequest } from './use-story-form-request';
import { useSeriesActions } from './use-series';
import { useStoryGeneration } from './use-story-generation';

// "Make a book" (issue 30) loads when opened: none of it is on the library's first page.
const BookMaker = lazy(() => import('../books/BookMaker'));
// The form opens on a tap: its code loads then, not with the library (Lighthouse's unused JS on /library).
const StoryForm = lazy(() => import('./StoryForm').then((m) => ({ default: m.StoryForm })));

/** Library tab (spec §2 Library screen): stories, filters, the featured player, the story form. */
export function LibraryScreen() {
  const publicConfig = usePublicConfig();
  const kidsQuery = useChildren();
  const [formOpen, setFormOpen] = useStoryFormRequest();
  const [params, setParams] = useSearchParams();
  const [askedChild] = useState(() => params.get(STORY_CHILD_QUERY) ?? '');
  const { openKidsTab, openSubscriptionTab } = useAppNavigation();
  const generation = useStoryGeneration();
  const online = useOnline();
  const checkCredits = useCreditCheck();
  // The account's plan, for what the form offers (siblings in one story on Family).
  const credits = useCreditStatus(null);
  const deleteStory = useDeleteStory();
  const [rawFilters, setFilters] = useState(NO_FILTERS);
  const [formKey, setFormKey] = useState(0);
  const [freshId, setFreshId] = useState<string | null>(null);
  const [shortfall, setShortfall] = useState<TCreditShortfall | null>(null);
  const [toDelete, setToDelete] = useState<TStorySummary | null>(null);
  const [flash, setFlash] = useState<TFlash | null>(null);
  const [bookOpen, setBookOpen] = useState(false);
  const seriesActions = useSeriesActions();

  // A story still being written when the page was reloaded (its brief kept by the hook): the
  // form opens to show it arrive.
  useEffect(() => {
    if (generation.resumed) setFormOpen(true);
  }, [generation.resumed, setFormOpen]);

  useEffect(() => {
    if (!params.has(STORY_CHILD_QUERY)) return;
    const next = new URLSearchParams(params);
    next.delete(STORY_CHILD_QUERY);
    setParams(next, { replace: true });
  }, [params, setParams]);

  const kids = useMemo(() => kidsQuery.data ?? [], [kidsQuery.data]);
  // The server filters and pages (use-library-pages.ts); the themes are the family's, from the server.
  const { query: storiesQuery, pages } = useLibraryPages(rawFilters);
  useRecentOffline(rawFilters === NO_FILTERS ? (storiesQuery.data?.pages[0]?.data ?? null) : null);
  const filters =
    kidsQuery.isSuccess && storiesQuery.isSuccess
      ? reconcileFilters(
          rawFilters,
          kids.map((c) => c.id),
          pages.themes,
        )
      : rawFilters;
  // A chosen child or theme that no longer exists falls back to all (and the query follows).
  useEffect(() => {
    if (filters !== rawFilters) setFilters(filters);
  }, [filters, rawFilters]);
  const featured = pages.stories[0];
  // The same array while the stories are (the list's rows are memoized on it).
  const more = useMemo(() => pages.stories.slice(1), [pages.stories]);
  const writing = generation.state.phase === 'writing';
  const noKids = kidsQuery.isSuccess && kids.length === 0;
  const initialChild =
    [askedChild, filters.childId ?? ''].find((id) => kids.some((c) => c.id === id)) ??
    (kids.length === 1 ? (kids[0]?.id ?? '') : '');

  const openForm = async () => {
    if (isOffline()) return setFlash(OFFLINE_REFUSAL);
    if (noKids) return openKidsTab();
    // At 0 credits the form does not open to fail: the notice says when the next story comes.
    const only = kids.length === 1 ? kids[0] : undefined;
    const missing = await checkCredits(only?.id ?? null, 'text');
    if (missing) return setShortfall(missing);
    setFormOpen(true);
    setFlash(null);
  };
  const closeForm = () => {
    setFormOpen(false);
    generation.clear();
  };
  const onSubmit = async (values: TStoryFormValues) => {
    const child = kids.find((c) => c.id === values.childId);
    if (!child) return;
    generation.clear();
    if (isOffline()) return setFlash(OFFLINE_REFUSAL);
    const missing = await checkCredits(child.id, 'text');
    if (missing) return setShortfall(missing);
    // With the form's own chunk (already loaded: the form is open), not the library's first page:
    // the form's options are ~15 KB of script a parent opening the library does not need.
    const { toGenerateBody, toSeriesBody } = await import('./story-form');
    // A series: it is started first, and this story is its chapter 1.
    let seriesId: string | undefined;
    if (values.series) {
      try {
        seriesId = (await seriesActions.start(toSeriesBody(values))).id;
      } catch (err) {
        return setFlash({
          tone: 'error',
          text: err instanceof Error ? err.message : SERIES_MESSAGES.writeFailed,
        });
      }
    }
    const body = toGenerateBody(values);
    const story = await generation.generate(seriesId ? { ...body, seriesId } : body, child.name);
    if (seriesId) void seriesActions.refresh();
    if (!story) return;
    setFormOpen(false);
    setFormKey((k) => k + 1);
    setFilters(NO_FILTERS);
    setFreshId(story.id);
  };
  const onConfirmDelete = () => {
    if (!toDelete) return;
    deleteStory.mutate(toDelete.id, {
      onSuccess: () => setFlash({ tone: 'success', text: STORY_MESSAGES.deleteSuccess }),
      onError: (err) => setFlash({ tone: 'error', text: STORY_MESSAGES.deleteFailed(err.message) }),
      onSettled: () => setToDelete(null),
    });
  };

  const loadError = storiesQuery.error ?? kidsQuery.error;
  // Every story has a theme, and the themes are the whole family's: none means no stories at all.
  const hasStories = pages.themes.length > 0;
  return (
    <section className="stack library" aria-labelledby="library-title">
      <h1 id="library-title" className="screen-title">
        {hasStories ? 'Your Story Library' : LIBRARY_TAB_NAME}
      </h1>
      <div className="credits-bar">
        {/* Offline, yesterday's counts would mislead; the banner says what works (decision 032). */}
        {online && <CreditPanel compact />}
        <Button
          variant={formOpen ? 'secondary' : 'primary'}
          onClick={formOpen ? closeForm : () => void openForm()}
          aria-expanded={formOpen}
          disabled={writing}
          icon={formOpen ? undefined : <SparkIcon />}
        >
          {formOpen ? 'Cancel' : 'Create New Story'}
        </Button>
      </div>

      {formOpen &&
        kidsQuery.isSuccess &&
        (noKids ? (
          <Card className="stack">
            <p>{STORY_MESSAGES.createChildFirst}</p>
            <Button onClick={openKidsTab}>Add a Child Profile</Button>
          </Card>
        ) : (
          <Suspense fallback={<LoadingView inline label="Opening the story form…" />}>
            <StoryForm
              privacyNote={privacySentences(publicConfig)[0]}
              siblingsAllowed={credits.data?.planType === 'family'}
              key={formKey}
              kids={kids}
              initialChildId={initialChild}
              state={generation.state}
              onSubmit={(values) => void onSubmit(values)}
              onDismissProblem={generation.clear}
              problemActions={
                generation.state.phase === 'failed' && generation.state.problem.kind === 'upgrade' ? (
                  <Button variant="link" onClick={openSubscriptionTab}>
                    View Subscription Plans
                  </Button>
                ) : undefined
              }
            />
          </Suspense>
        ))}

      {generation.notices.length > 0 && (
        <Alert tone="info" title={STORY_MESSAGES.aboutYourWords} onDismiss={generation.dismissNotices}>
          {generation.notices.join(' ')}
        </Alert>
      )}
      {flash && (
        <Alert tone={flash.tone} title={flash.title} onDismiss={() => setFlash(null)}>
          {flash.text}
        </Alert>
      )}
      {!formOpen && generation.state.phase === 'failed' && (
        <Alert tone="error" title={generation.state.problem.title} onDismiss={generation.clear}>
          {generation.state.problem.detail && <p>{generation.state.problem.detail}</p>}
        </Alert>
      )}
      <LibrarySeriesShelf
        generation={generation}
        busy={writing}
        onFlash={setFlash}
        onShortfall={setShortfall}
        onWritten={setFreshId}
      />
      <OfflineList />

      {storiesQuery.isPending || kidsQuery.isPending ? (
        <LoadingView inline label="Opening your library…" />
      ) : loadError ? (
        <LibraryLoadFailed
          error={loadError}
          onRetry={() => void Promise.all([storiesQuery.refetch(), kidsQuery.refetch()])}
        />
      ) : !hasStories ? (
        !formOpen && <NoStories noKids={noKids} onCreate={openForm} />
      ) : (
        <>
          <div className="library-book">
            <Button variant="secondary" aria-expanded={bookOpen} onClick={() => setBookOpen((o) => !o)}>
              {BOOK_LABELS.open}
            </Button>
          </div>
          {bookOpen && (
            <Suspense fallback={<LoadingView inline />}>
              <BookMaker stories={pages.stories} onClose={() => setBookOpen(false)} />
            </Suspense>
          )}
          <LibraryFilters kids={kids} themes={pages.themes} filters={filters} onChange={setFilters} />
          {featured ? (
            <FeaturedStory
              story={featured}
              fresh={featured.id === freshId}
              onDelete={setToDelete}
              audio={<FeaturedAudio featured={featured} stories={pages.stories} />}
            />
          ) : (
            <NoMatch filters={filters} onShowAll={() => setFilters(NO_FILTERS)} />
          )}
          {more.length > 0 ? (
            <StoryList stories={more} onDelete={setToDelete} after={<LoadMore pages={pages} />} />
          ) : (
            <LoadMore pages={pages} />
          )}
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete story?"
        message={toDelete ? STORY_MESSAGES.deleteConfirm(toDelete.title) : ''}
        confirmLabel="Delete Story"
        busy={deleteStory.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
      <ShortfallDialog shortfall={shortfall} onClose={() => setShortfall(null)} />
    </section>
  );
}
