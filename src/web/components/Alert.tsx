import type { ReactNode } from 'react';

export type TAlertTone = 'error' | 'success' | 'info';

interface TAlertProps {
  tone: TAlertTone;
  title?: string;
  children: ReactNode;
  onDismiss?: () => void;
}

/** Errors interrupt (role=alert); success and info are polite status messages. */
export function Alert({ tone, title, children, onDismiss }: TAlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        <div>{children}</div>
      </div>
      {onDismiss && (
        <button type="button" className="alert__dismiss" onClick={onDismiss} aria-label="Dismiss">
          ×
        </button>
      )}
    </div>
  );
}
