import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';

interface TSelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string | null;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select, styled like TextField. */
export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ref,
  ...selectProps
}: TSelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select ref={ref} className="field__input field__select" {...control} {...selectProps}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
