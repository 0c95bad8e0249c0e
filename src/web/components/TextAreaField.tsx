import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';

interface TTextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field, styled like TextField. */
export function TextAreaField({ label, error, hint, className, ref, ...areaProps }: TTextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea ref={ref} className="field__input field__textarea" {...control} {...areaProps} />
      )}
    </FieldShell>
  );
}
