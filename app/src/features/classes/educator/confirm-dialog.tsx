// A question before something that cannot be undone (removing a learner, changing the code,
// deleting a class): a native modal <dialog>, so the browser keeps the focus inside it, Escape
// closes it and the page behind is inert. The safe answer has the focus when it opens; closing
// puts the focus back on the button that opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './confirm-dialog.css';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  cancel: string;
  busy: boolean;
  /** What went wrong the last time, said inside the dialog. */
  problem?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  cancel,
  busy,
  problem,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom has no showModal; the attribute shows it there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      cancelRef.current?.focus();
      return () => {
        if (dialog.open) {
          if (typeof dialog.close === 'function') dialog.close();
          else dialog.removeAttribute('open');
        }
        if (opener?.isConnected) opener.focus();
      };
    }
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      // Escape: the browser closes it; the screen's state follows.
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open && (
        <>
          <h2 id={`${id}-title`}>{title}</h2>
          <div id={`${id}-body`} className="confirm-dialog__body">
            {children}
          </div>
          {problem && (
            <p className="classes__problem" role="alert">
              {problem}
            </p>
          )}
          <div className="classes__actions confirm-dialog__actions">
            <button
              type="button"
              className="button button--primary confirm-dialog__confirm"
              disabled={busy}
              onClick={onConfirm}
            >
              {confirm}
            </button>
            <button
              ref={cancelRef}
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={onClose}
            >
              {cancel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
