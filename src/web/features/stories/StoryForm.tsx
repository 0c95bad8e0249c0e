import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { TChild } from '../../../shared/children';
import { STORY_MESSAGES, STORY_NOTICES, VALIDATION_MESSAGES } from '../../../shared/messages';
import { YOUNGEST_SHORT_AGE } from '../../../shared/constants';
import { SERIES_MAX_CHAPTERS, SERIES_MESSAGES, SERIES_MIN_CHAPTERS } from '../../../shared/series';
import { MAX_STORY_CHILDREN, SIBLING_MESSAGES } from '../../../shared/siblings';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { SparkIcon } from '../../components/icons';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { GenerationPreview } from './GenerationPreview';
import {
  CUSTOM_PROMPT_MAX,
  defaultStoryForm,
  LENGTH_OPTIONS,
  STORY_OPTION_MAX,
  SUGGESTIONS,
  THEME_OPTIONS,
  type TStoryFormValues,
} from './story-form';
import type { TGenerationState } from './use-story-generation';

type TOptionKey = keyof typeof SUGGESTIONS;
const OPTION_FIELDS: { key: TOptionKey; label: string; placeholder: string }[] = [
  { key: 'setting', label: 'Setting', placeholder: 'e.g. a cozy treehouse' },
  { key: 'randomTwist', label: 'Story twist', placeholder: 'e.g. a rainbow appears' },
  { key: 'familyFriends', label: 'Family & friends', placeholder: 'e.g. Grandpa Joe and my big sister' },
  { key: 'learningGoals', label: 'Learning focus', placeholder: 'e.g. counting to ten' },
];

const CHAPTER_COUNTS = Array.from(
  { length: SERIES_MAX_CHAPTERS - SERIES_MIN_CHAPTERS + 1 },
  (_v, i) => SERIES_MIN_CHAPTERS + i,
);

interface TStoryFormProps {
  kids: readonly TChild[];
  initialChildId: string;
  state: TGenerationState;
  onSubmit: (values: TStoryFormValues) => void;
  onDismissProblem: () => void;
  /** Extra actions under a generation problem (e.g. View Plans). */
  problemActions?: ReactNode;
  /** Where the story's inputs go, in one sentence (privacySentences). */
  privacyNote?: string;
  /** Family: brothers and sisters may share one story. */
  siblingsAllowed?: boolean;
}

/** Spec §5 story generation form; while writing, it shows the story appearing. */
export function StoryForm({
  kids,
  initialChildId,
  state,
  onSubmit,
  onDismissProblem,
  problemActions,
  privacyNote,
  siblingsAllowed = false,
}: TStoryFormProps) {
  const id = useId();
  const [values, setValues] = useState<TStoryFormValues>(() => {
    const start = defaultStoryForm(initialChildId);
    const age = kids.find((c) => c.id === initialChildId)?.age ?? 99;
    return age < YOUNGEST_SHORT_AGE ? { ...start, storyLength: 'short' } : start;
  });
  const writing = state.phase === 'writing';
  // Under four, a short story suits best: the form says so beside the lengths. Siblings share a
  // story told for the youngest of them.
  const chosen = [values.childId, ...values.siblingIds];
  const youngest = kids.some((c) => chosen.includes(c.id) && c.age < YOUNGEST_SHORT_AGE);
  const first = kids.find((c) => c.id === values.childId);
  const others = kids.filter((c) => c.id !== values.childId);
  const set = <K extends keyof TStoryFormValues>(key: K, value: TStoryFormValues[K]) => {
    setValues((v) => {
      const next = { ...v, [key]: value };
      if (key === 'childId') next.siblingIds = v.siblingIds.filter((s) => s !== value);
      // Choosing a child under four picks the short length (the parent can still choose another).
      if (key === 'childId' && (kids.find((c) => c.id === value)?.age ?? 99) < YOUNGEST_SHORT_AGE)
        next.storyLength = 'short';
      return next;
    });
    onDismissProblem();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.childId !== '' && !writing) onSubmit(values);
  };

  return (
    <form className="card stack story-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="card__title">
        A new story
      </h2>
      {writing && <GenerationPreview childName={state.childName} text={state.text} />}
      {!writing && (
        <div className="stack">
          <SelectField
            label="Child"
            value={values.childId}
            onChange={(e) => set('childId', e.target.value)}
            hint={values.childId === '' ? VALIDATION_MESSAGES.selectChildFirst : null}
            required
          >
            <option value="">Choose a child</option>
            {kids.map((child) => (
              <option key={child.id} value={child.id}>
                {child.name}
              </option>
            ))}
          </SelectField>
          {siblingsAllowed && first !== undefined && others.length > 0 && (
            <fieldset className="choice-row">
              <legend className="field__label">{SIBLING_MESSAGES.formLegend}</legend>
              {others.map((child) => {
                const on = values.siblingIds.includes(child.id);
                return (
                  <label key={child.id} className={`choice${on ? ' choice--on' : ''}`}>
                    <input
                      type="checkbox"
                      className="tile-input"
                      checked={on}
                      disabled={!on && values.siblingIds.length >= MAX_STORY_CHILDREN - 1}
                      onChange={() =>
                        set(
                          'siblingIds',
                          on
                            ? values.siblingIds.filter((s) => s !== child.id)
                            : [...values.siblingIds, child.id],
                        )
                      }
                    />
                    <span className="choice__label">{child.name}</span>
                  </label>
                );
              })}
              <p className="muted field__hint">{SIBLING_MESSAGES.formHint(first.name)}</p>
            </fieldset>
          )}
          <SelectField
            label="Theme"
            value={values.theme}
            onChange={(e) => set('theme', e.target.value as TStoryFormValues['theme'])}
          >
            {THEME_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <fieldset className="choice-row">
            <legend className="field__label">Length</legend>
            {LENGTH_OPTIONS.map((o) => (
              <label key={o.value} className={`choice${values.storyLength === o.value ? ' choice--on' : ''}`}>
                <input
                  type="radio"
                  className="tile-input"
                  name={`${id}-length`}
                  value={o.value}
                  checked={values.storyLength === o.value}
                  onChange={() => set('storyLength', o.value)}
                />
                <span className="choice__label">{o.label}</span>
                <span className="choice__hint">{o.minutes}</span>
              </label>
            ))}
            {youngest && <p className="muted field__hint">{STORY_NOTICES.shortForYoungest}</p>}
          </fieldset>
          <fieldset className="choice-row series-choice">
            <legend className="field__label">{SERIES_MESSAGES.formLegend}</legend>
            <label className={`choice${values.series ? ' choice--on' : ''}`}>
              <input
                type="checkbox"
                className="tile-input"
                checked={values.series}
                onChange={() => set('series', !values.series)}
              />
              <span className="choice__label">{SERIES_MESSAGES.formToggle}</span>
            </label>
            <p className="muted field__hint">{SERIES_MESSAGES.formHint}</p>
            {values.series && (
              <SelectField
                label={SERIES_MESSAGES.formChapters}
                value={String(values.chapters)}
                onChange={(e) => set('chapters', Number(e.target.value))}
              >
                {CHAPTER_COUNTS.map((n) => (
                  <option key={n} value={n}>
                    {SERIES_MESSAGES.chaptersOption(n)}
                  </option>
                ))}
              </SelectField>
            )}
          </fieldset>
          <details className="more-options">
            <summary>More ideas (optional)</summary>
            <div className="stack">
              {OPTION_FIELDS.map((f) => (
                <div key={f.key}>
                  <TextField
                    label={f.label}
                    value={values[f.key]}
                    onChange={(e) => set(f.key, e.target.value)}
                    placeholder={f.placeholder}
                    maxLength={STORY_OPTION_MAX}
                    list={`${id}-${f.key}`}
                    hint={STORY_MESSAGES.optionSuggestionsHint}
                    autoComplete="off"
                  />
                  <datalist id={`${id}-${f.key}`}>
                    {SUGGESTIONS[f.key].map((s) => (
                      <option key={s} value={s} />
                    ))}
                  </datalist>
                </div>
              ))}
              <TextAreaField
                label="Additional notes"
                rows={3}
                maxLength={CUSTOM_PROMPT_MAX}
                value={values.customPrompt}
                onChange={(e) => set('customPrompt', e.target.value)}
                placeholder="Anything else? e.g. mention her red wellies"
              />
            </div>
          </details>
        </div>
      )}
      {state.phase === 'failed' && (
        <Alert tone="error" title={state.problem.title} onDismiss={onDismissProblem}>
          {state.problem.detail && <p>{state.problem.detail}</p>}
          {problemActions}
        </Alert>
      )}
      <Button type="submit" block busy={writing} disabled={values.childId === ''} icon={<SparkIcon />}>
        {writing
          ? values.series
            ? SERIES_MESSAGES.starting
            : STORY_MESSAGES.creatingStory
          : values.series
            ? SERIES_MESSAGES.start
            : 'Create Story'}
      </Button>
      {privacyNote !== undefined && <p className="muted small">{privacyNote}</p>}
    </form>
  );
}
