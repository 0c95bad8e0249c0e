import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, type TButtonVariant } from './Button';

interface TModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Escape (the dialog's cancel event) or a click on the backdrop. */
  onDismiss: () => void;
  actions: ReactNode;
  /** 'dialog' for a dialog the parent works in (a form); an alert by default. */
  role?: 'alertdialog' | 'dialog';
}

/**
 * A modal alert dialog on the native <dialog>: focus is trapped, the page behind is inert, and Escape
 * or a click on the backdrop dismisses it.
 */
export function ModalAlert({ open, title, children, onDismiss, actions, role = 'alertdialog' }: TModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Where the press began: a drag from inside the panel that ends on the backdrop is no dismissal.
  const pressedOnBackdrop = useRef(false);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="modal"
      role={role}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      // The panel fills the <dialog> (no padding), so a press on the dialog element itself is the backdrop.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
        pressedOnBackdrop.current = false;
        if (onBackdrop) onDismiss();
      }}
    >
      {open && (
        <div className="modal__panel">
          <h2 id={`${id}-title`} className="modal__title">
            {title}
          </h2>
          <div id={`${id}-body`} className="modal__body">
            {children}
          </div>
          <div className="modal__actions">{actions}</div>
        </div>
      )}
    </dialog>
  );
}

interface TConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; Cancel has the focus. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: TConfirmDialogProps) {
  return (
    <ModalAlert
      open={open}
      title={title}
      onDismiss={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
            {cancelLabel}
          </Button>
          <Button variant="secondary" className="btn--danger" onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </ModalAlert>
  );
}

interface TNoticeDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  actionLabel: string;
  actionVariant?: TButtonVariant;
  /** The action button (e.g. go to the plans page). */
  onAction: () => void;
  /**
   * Escape or the backdrop: only closes, never acts. Without it they do what the button does (an
   * acknowledgement, like window.alert's OK).
   */
  onDismiss?: () => void;
  /** A second, quiet button that only closes (an upsell the parent may not want now). */
  dismissLabel?: string;
}

/** An alert with one action button; the button is the only way to act on it (e.g. go to the plans page). */
export function NoticeDialog({
  open,
  title,
  children,
  actionLabel,
  actionVariant = 'primary',
  onAction,
  onDismiss = onAction,
  dismissLabel,
}: TNoticeDialogProps) {
  return (
    <ModalAlert
      open={open}
      title={title}
      onDismiss={onDismiss}
      actions={
        <>
          {dismissLabel !== undefined && (
            <Button variant="ghost" onClick={onDismiss}>
              {dismissLabel}
            </Button>
          )}
          <Button variant={actionVariant} onClick={onAction} autoFocus>
            {actionLabel}
          </Button>
        </>
      }
    >
      {children}
    </ModalAlert>
  );
}
