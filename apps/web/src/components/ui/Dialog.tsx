import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  /** id of the heading that names the dialog. */
  labelledBy: string;
  /** id of the text read when it opens. */
  describedBy?: string;
  /** "alertdialog" for a warning that needs an answer (the idle sign-out). */
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the browser's own <dialog> (docs/decisions/035), shown while mounted: the browser keeps
 * focus inside and Escape closes it; focus returns to where it was (the button that opened it), and
 * a click on the backdrop closes it, as MUI's Dialog does.
 */
export function NativeDialog({ labelledBy, describedBy, role, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    // jsdom has no showModal: there the dialog is simply open.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // showModal focuses the first control; wherever it did not (jsdom), the dialog takes the focus.
    if (!dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    // Escape fires "cancel": React unmounts the dialog instead of the browser closing it under React.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="wc-dialog"
      role={role}
      tabIndex={-1}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div>{children}</div>
    </dialog>
  );
}
