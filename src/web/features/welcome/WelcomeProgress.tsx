import { FIRST_RUN_MESSAGES } from '../../../shared/design-messages';

interface TWelcomeProgressProps {
  step: number;
  total: number;
}

/**
 * Where the parent is in the first run. The dots are only a picture (hidden from screen readers);
 * the one visible line, "Step 1 of 2", is what is read, once, under the group's name.
 */
export function WelcomeProgress({ step, total }: TWelcomeProgressProps) {
  return (
    <div className="welcome__progress" role="group" aria-label={FIRST_RUN_MESSAGES.progressLabel}>
      <ol className="welcome__steps" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <li key={i} className={i + 1 <= step ? 'welcome__dot welcome__dot--on' : 'welcome__dot'} />
        ))}
      </ol>
      <p className="welcome__step-text">{FIRST_RUN_MESSAGES.stepOf(step, total)}</p>
    </div>
  );
}
