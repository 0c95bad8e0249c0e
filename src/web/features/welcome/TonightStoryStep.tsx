import { useId, useState, type FormEvent } from 'react';
import type { TStoryTheme } from '../../../shared/constants';
import type { TChild } from '../../../shared/children';
import { FIRST_RUN_MESSAGES } from '../../../shared/design-messages';
import { STORY_MESSAGES } from '../../../shared/messages';
import { PLAN_PROMISES } from '../../../shared/plan-promises';
import type { TStory } from '../../../shared/stories';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { SparkIcon } from '../../components/icons';
import { useCreditStatus } from '../credits/hooks';
import type { TCreditShortfall } from '../stories/generation-rules';
import { GenerationPreview } from '../stories/GenerationPreview';
import { defaultStoryForm, THEME_OPTIONS, toGenerateBody } from '../stories/story-form';
import { useCreditCheck } from '../stories/use-credit-check';
import { useStoryGeneration } from '../stories/use-story-generation';

interface TTonightStoryStepProps {
  child: TChild;
  theme: TStoryTheme;
  onTheme: (theme: TStoryTheme) => void;
  onStory: (story: TStory) => void;
}

/**
 * Step 2: one choice (the theme) and a short story, written live as in the Library. The rest of
 * the spec's form (setting, twist, length...) waits in the Library for another night.
 */
export function TonightStoryStep({ child, theme, onTheme, onStory }: TTonightStoryStepProps) {
  const id = useId();
  const generation = useStoryGeneration();
  const checkCredits = useCreditCheck();
  // Said only while it is true (a re-made account on an address that had its gift is not told it).
  const credits = useCreditStatus(null);
  const [shortfall, setShortfall] = useState<TCreditShortfall | null>(null);
  const { state } = generation;
  const writing = state.phase === 'writing';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShortfall(null);
    generation.clear();
    const missing = await checkCredits(child.id, 'text');
    if (missing) return setShortfall(missing);
    const body = toGenerateBody({ ...defaultStoryForm(child.id), theme, storyLength: 'short' });
    const story = await generation.generate(body, child.name);
    if (story) onStory(story);
  };

  return (
    <form className="card stack" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)}>
      <h2 id={`${id}-title`} className="card__title">
        {FIRST_RUN_MESSAGES.storyStepTitle(child.name)}
      </h2>
      <p className="muted">{FIRST_RUN_MESSAGES.storyStepHint}</p>
      {credits.data?.welcome.available && <p className="welcome__gift">{PLAN_PROMISES.welcomeAvailable}</p>}
      <fieldset className="choice-row welcome__themes" disabled={writing}>
        <legend className="field__label">{FIRST_RUN_MESSAGES.themeLegend}</legend>
        {THEME_OPTIONS.map((option) => (
          <label key={option.value} className={`choice${theme === option.value ? ' choice--on' : ''}`}>
            <input
              type="radio"
              className="tile-input"
              name={`${id}-theme`}
              value={option.value}
              checked={theme === option.value}
              onChange={() => onTheme(option.value)}
            />
            <span className="choice__label">{option.label}</span>
          </label>
        ))}
      </fieldset>
      {writing && <GenerationPreview childName={state.childName} text={state.text} />}
      {state.phase === 'failed' && (
        <Alert tone="error" title={state.problem.title} onDismiss={generation.clear}>
          {state.problem.detail}
        </Alert>
      )}
      {shortfall && (
        <Alert tone="info" title={shortfall.title}>
          {shortfall.message} {shortfall.hint}
        </Alert>
      )}
      <Button type="submit" block busy={writing} icon={<SparkIcon />}>
        {writing ? STORY_MESSAGES.creatingStory : FIRST_RUN_MESSAGES.createStory}
      </Button>
    </form>
  );
}
