import { STORY_MESSAGES } from '../../../shared/messages';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { useStoryFormRequest } from './use-story-form-request';

/** Library tab (placeholder): the family's stories and the story generation form. */
export function LibraryScreen() {
  const [formOpen, setFormOpen] = useStoryFormRequest();
  return (
    <section className="stack" aria-labelledby="library-title">
      <div className="screen-heading">
        <h1 id="library-title" className="screen-title">
          Your Story Library
        </h1>
        <Button variant={formOpen ? 'secondary' : 'primary'} onClick={() => setFormOpen(!formOpen)}>
          {formOpen ? 'Cancel' : 'Create New Story'}
        </Button>
      </div>
      {formOpen && (
        <Card className="stack" aria-label="New story">
          <h2 className="card__title">A new story</h2>
          <p className="muted">The story form will appear here.</p>
        </Card>
      )}
      <Card className="empty-state">
        <p className="empty-state__title">{STORY_MESSAGES.noStoriesYet}</p>
        <p className="muted">Stories you create for your children are kept here.</p>
      </Card>
    </section>
  );
}
