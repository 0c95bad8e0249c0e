import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, type TButtonVariant } from './Button';

interface TModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Escape (the dialog's cancel event). */
  onDismiss: () => void;
  actions: ReactNode;
}

/** A modal alert dialog on the native <dialog>: focus is trapped, Escape dismisses, the page behind is inert. */
function ModalAlert({ open, title, children, onDismiss, actions }: TModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
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
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
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
  /** The one way out: the button or Escape (like window.alert's OK). */
  onClose: () => void;
}

/** An alert that must be acknowledged before the app moves on (e.g. to the plans page). */
export function NoticeDialog({
  open,
  title,
  children,
  actionLabel,
  actionVariant = 'primary',
  onClose,
}: TNoticeDialogProps) {
  return (
    <ModalAlert
      open={open}
      title={title}
      onDismiss={onClose}
      actions={
        <Button variant={actionVariant} onClick={onClose} autoFocus>
          {actionLabel}
        </Button>
      }
    >
      {children}
    </ModalAlert>
  );
}
