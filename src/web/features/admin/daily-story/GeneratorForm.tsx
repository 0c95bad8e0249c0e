import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DAILY_LENGTH_OPTIONS, DAILY_READING_LEVEL_OPTIONS, DAILY_UI } from '../../../../shared/daily';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '../../../../shared/constants';
import { ADMIN_MESSAGES } from '../../../../shared/messages';
import {
  CHARACTER_TYPE_OPTIONS,
  FAMILY_OPTIONS,
  GENERATOR_TONE_OPTIONS,
  INTEREST_OPTIONS,
  LEARNING_OPTIONS,
  MAIN_THEME_OPTIONS,
  SETTING_OPTIONS,
  TWIST_OPTIONS,
} from '../../../../shared/story-options';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/Dialog';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { GENERATOR_DEFAULTS, generatorPayload, previewLines, type TGeneratorForm } from './generator-form';
import { DAILY_ADMIN_KEYS, useStartGeneration, useWaitWords } from './hooks';
import { JobProgress } from './JobProgress';
import { OptionSelect } from './OptionSelect';

/** Spec §2 generator: every field, a live preview, and the two create buttons. */
export function GeneratorForm({ hasStoryToday }: { hasStoryToday: boolean }) {
  const [form, setForm] = useState<TGeneratorForm>(GENERATOR_DEFAULTS);
  const [job, setJob] = useState<{ id: string; done: boolean } | null>(null);
  const [confirmAudio, setConfirmAudio] = useState(false);
  const words = useWaitWords();
  const start = useStartGeneration();
  const queryClient = useQueryClient();
  const generating = start.isPending || (job !== null && !job.done);
  const blocked = generating || hasStoryToday;
  const set = (key: keyof TGeneratorForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const create = (includeAudio: boolean) => {
    setConfirmAudio(false);
    setJob(null);
    start.mutate(generatorPayload(form, includeAudio), {
      onSuccess: (answer) => setJob({ id: answer.job.id, done: false }),
    });
  };

  const finished = useCallback(
    (id: string) => {
      setJob((current) => (current?.id === id ? { id, done: true } : current));
      void queryClient.invalidateQueries({ queryKey: DAILY_ADMIN_KEYS.root });
    },
    [queryClient],
  );

  return (
    <Card className="stack" aria-labelledby="generator-title">
      <h2 id="generator-title" className="card__title">
        {DAILY_UI.generatorHeading}
      </h2>
      <form
        className="admin-generator"
        aria-label={DAILY_UI.generatorHeading}
        onSubmit={(e) => {
          e.preventDefault();
          create(false);
        }}
      >
        <TextField
          label="Child age"
          type="number"
          min={CHILD_AGE_MIN}
          max={CHILD_AGE_MAX}
          step={1}
          value={form.age}
          onChange={(e) => set('age')(e.target.value)}
        />
        <TextField
          label="Main character name"
          value={form.mainCharacterName}
          maxLength={40}
          onChange={(e) => set('mainCharacterName')(e.target.value)}
        />
        <OptionSelectGroup form={form} set={set} />
        <TextField
          label="Things to avoid (optional)"
          value={form.fears}
          maxLength={200}
          onChange={(e) => set('fears')(e.target.value)}
        />
        <TextAreaField
          label="Special features (optional)"
          rows={3}
          maxLength={500}
          value={form.uniqueElements}
          onChange={(e) => set('uniqueElements')(e.target.value)}
        />
        <TextAreaField
          label="Custom story direction (optional)"
          rows={3}
          maxLength={500}
          value={form.customPrompt}
          onChange={(e) => set('customPrompt')(e.target.value)}
        />
      </form>
      <section className="admin-preview" aria-labelledby="preview-title">
        <h3 id="preview-title" className="card__subtitle">
          {DAILY_UI.previewHeading}
        </h3>
        <ul className="checklist" aria-live="polite">
          {previewLines(form).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {hasStoryToday && <p className="muted">{DAILY_UI.hasStoryToday}</p>}
      <div className="admin-actions">
        <Button onClick={() => create(false)} disabled={blocked} busy={generating}>
          {DAILY_UI.createDraft}
        </Button>
        <Button variant="secondary" onClick={() => setConfirmAudio(true)} disabled={blocked}>
          {DAILY_UI.createWithAudio}
        </Button>
      </div>
      <p className="muted small">
        {words.draftHint} · {words.withAudioHint}
      </p>
      {start.isError && (
        <Alert tone="error">{`❌ ${ADMIN_MESSAGES.storyFailed}: ${start.error.message}`}</Alert>
      )}
      {job && <JobProgress key={job.id} jobId={job.id} onDone={finished} />}
      <ConfirmDialog
        open={confirmAudio}
        title={DAILY_UI.audioConfirmTitle}
        message={words.audioConfirm}
        confirmLabel={DAILY_UI.continue}
        onConfirm={() => create(true)}
        onCancel={() => setConfirmAudio(false)}
      />
    </Card>
  );
}

function OptionSelectGroup({
  form,
  set,
}: {
  form: TGeneratorForm;
  set: (key: keyof TGeneratorForm) => (value: string) => void;
}) {
  return (
    <>
      <OptionSelect
        label="Reading level"
        value={form.readingLevel}
        options={DAILY_READING_LEVEL_OPTIONS}
        onChange={set('readingLevel')}
      />
      <OptionSelect
        label="Child's interests"
        value={form.interests}
        options={INTEREST_OPTIONS}
        onChange={set('interests')}
      />
      <OptionSelect
        label="Favourite character type"
        value={form.favoriteCharacter}
        options={CHARACTER_TYPE_OPTIONS}
        onChange={set('favoriteCharacter')}
      />
      <OptionSelect
        label="Story tone"
        value={form.storyTone}
        options={GENERATOR_TONE_OPTIONS}
        onChange={set('storyTone')}
      />
      <OptionSelect
        label="Main theme"
        value={form.theme}
        options={MAIN_THEME_OPTIONS}
        onChange={set('theme')}
      />
      <OptionSelect
        label="Story length"
        value={form.storyLength}
        options={DAILY_LENGTH_OPTIONS}
        onChange={set('storyLength')}
      />
      <OptionSelect
        label="Setting (optional)"
        value={form.setting}
        options={SETTING_OPTIONS}
        onChange={set('setting')}
        optional
      />
      <OptionSelect
        label="Story twist (optional)"
        value={form.randomTwist}
        options={TWIST_OPTIONS}
        onChange={set('randomTwist')}
        optional
      />
      <OptionSelect
        label="Include family/friends (optional)"
        value={form.familyFriends}
        options={FAMILY_OPTIONS}
        onChange={set('familyFriends')}
        optional
      />
      <OptionSelect
        label="Learning focus (optional)"
        value={form.learningGoals}
        options={LEARNING_OPTIONS}
        onChange={set('learningGoals')}
        optional
      />
    </>
  );
}
