import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

export type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'google';

interface TButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: TButtonVariant;
  /** Shows a spinner and disables the button while work is under way. */
  busy?: boolean;
  block?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  icon,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: TButtonProps) {
  const classes = ['btn', `btn--${variant}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size="sm" /> : icon}
      <span>{children}</span>
    </button>
  );
}
