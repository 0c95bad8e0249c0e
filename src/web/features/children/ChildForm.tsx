import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  CHILD_PRONOUNS,
  READING_LEVELS,
  STORY_TONES,
} from '../../../shared/constants';
import type { TChildInput } from '../../../shared/children';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { capitalise } from '../../lib/format';
import { parseList, validateChildForm, type TChildFormErrors, type TChildFormValues } from './child-form';

interface TChildFormProps {
  title: string;
  submitLabel: string;
  initial: TChildFormValues;
  busy: boolean;
  /** Messages from the server, per field. */
  serverErrors?: TChildFormErrors;
  /** A message about the last attempt, shown next to the buttons. */
  problem?: ReactNode;
  onSubmit: (input: TChildInput) => void;
  onCancel?: () => void;
}

function ListPreview({ text, label }: { text: string; label: string }) {
  const items = parseList(text);
  if (items.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="tag">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** 'Create Your First Child Profile' / 'Add Another Child' / edit: spec §5 child rules before any request. */
export function ChildForm(props: TChildFormProps) {
  const { title, submitLabel, initial, busy, serverErrors, problem, onSubmit, onCancel } = props;
  const titleId = useId();
  const [values, setValues] = useState<TChildFormValues>(initial);
  const [errors, setErrors] = useState<TChildFormErrors>({});
  const shown: TChildFormErrors = { ...serverErrors, ...errors };
  const set =
    <K extends keyof TChildFormValues>(key: K) =>
    (value: TChildFormValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((e) => ({ ...e, [key]: undefined }));
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateChildForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSubmit(result.input);
  };

  return (
    <form className="card stack child-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      <TextField
        label="Name"
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={shown.name}
        autoComplete="off"
        required
      />
      <TextField
        label="Age"
        type="number"
        inputMode="numeric"
        min={CHILD_AGE_MIN}
        max={CHILD_AGE_MAX}
        step={1}
        value={values.age}
        onChange={(e) => set('age')(e.target.value)}
        error={shown.age}
        hint={`${CHILD_AGE_MIN} to ${CHILD_AGE_MAX} years`}
        required
      />
      <div className="field-pair">
        <SelectField
          label="Reading level"
          value={values.readingLevel}
          onChange={(e) => set('readingLevel')(e.target.value as TChildFormValues['readingLevel'])}
          error={shown.readingLevel}
          required
        >
          <option value="" disabled>
            Choose…
          </option>
          {READING_LEVELS.map((level) => (
            <option key={level} value={level}>
              {capitalise(level)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Story tone"
          value={values.storyTone}
          onChange={(e) => set('storyTone')(e.target.value as TChildFormValues['storyTone'])}
          error={shown.storyTone}
          required
        >
          <option value="" disabled>
            Choose…
          </option>
          {STORY_TONES.map((tone) => (
            <option key={tone} value={tone}>
              {capitalise(tone)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="stack stack--tight">
        <TextField
          label="Interests"
          value={values.interests}
          onChange={(e) => set('interests')(e.target.value)}
          error={shown.interests}
          hint="Separate with commas, e.g. dinosaurs, space, painting"
          autoComplete="off"
        />
        <ListPreview text={values.interests} label="Interests so far" />
      </div>
      <TextField
        label="Favourite character"
        value={values.favoriteCharacter}
        onChange={(e) => set('favoriteCharacter')(e.target.value)}
        error={shown.favoriteCharacter}
        hint="Optional, e.g. a brave little fox"
        autoComplete="off"
      />
      <SelectField
        label="Pronouns"
        value={values.pronouns}
        onChange={(e) => set('pronouns')(e.target.value as TChildFormValues['pronouns'])}
        error={shown.pronouns}
        hint="Optional. Stories use the name naturally when this is not set."
      >
        <option value="">Not set</option>
        {CHILD_PRONOUNS.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </SelectField>
      <div className="stack stack--tight">
        <TextField
          label="Fears to avoid"
          value={values.fears}
          onChange={(e) => set('fears')(e.target.value)}
          error={shown.fears}
          hint="Optional, separate with commas. Stories will steer clear of these."
          autoComplete="off"
        />
        <ListPreview text={values.fears} label="Fears so far" />
      </div>
      {problem}
      <div className="form-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
