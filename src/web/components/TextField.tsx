import type { InputHTMLAttributes, Ref } from 'react';
import { FieldShell } from './FieldShell';

interface TTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input. */
export function TextField({ label, error, hint, className, ref, ...inputProps }: TTextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} className="field__input" {...control} {...inputProps} />}
    </FieldShell>
  );
}
