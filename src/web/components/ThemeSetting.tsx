import { APPEARANCE_LABELS } from '../../shared/design-labels';
import { THEME_CHOICES, useThemeChoice, type TThemeChoice } from '../lib/theme';
import { Card } from './Card';

const CHOICE_TEXT: Record<TThemeChoice, { label: string; hint: string }> = {
  system: { label: APPEARANCE_LABELS.system, hint: APPEARANCE_LABELS.systemHint },
  light: { label: APPEARANCE_LABELS.light, hint: APPEARANCE_LABELS.lightHint },
  dark: { label: APPEARANCE_LABELS.dark, hint: APPEARANCE_LABELS.darkHint },
};

/** Account Settings: System / Light / Night, kept on this device (src/web/lib/theme.ts). */
export function ThemeSetting() {
  const [choice, setChoice] = useThemeChoice();
  return (
    <Card className="stack" aria-labelledby="appearance-title">
      <h2 id="appearance-title" className="card__title">
        {APPEARANCE_LABELS.title}
      </h2>
      <p className="muted">{APPEARANCE_LABELS.intro}</p>
      <fieldset className="choice-row">
        <legend className="visually-hidden">{APPEARANCE_LABELS.groupLabel}</legend>
        {THEME_CHOICES.map((key) => {
          const on = key === choice;
          return (
            <label key={key} className={`choice${on ? ' choice--on' : ''}`}>
              <input
                className="tile-input"
                type="radio"
                name="theme"
                value={key}
                checked={on}
                onChange={() => setChoice(key)}
              />
              <span className="choice__label">{CHOICE_TEXT[key].label}</span>
              <span className="choice__hint">{CHOICE_TEXT[key].hint}</span>
            </label>
          );
        })}
      </fieldset>
    </Card>
  );
}
