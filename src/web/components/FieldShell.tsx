import { useId, type ReactNode } from 'react';

export interface TFieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface TFieldShellProps {
  label: string;
  error?: string | null;
  hint?: string | null;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: TFieldControlProps) => ReactNode;
}

/** Label, hint and error around one control; the error is announced (role=alert) and linked by aria-describedby. */
export function FieldShell({ label, error, hint, className, children }: TFieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
