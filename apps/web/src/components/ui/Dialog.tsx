import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  /** id of the heading that names the dialog. */
  labelledBy: string;
  /** id of the text read when it opens. */
  describedBy?: string;
  /** "alertdialog" for a warning that needs an answer (the idle sign-out). */
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  /** Wider than the default 600 px (a table inside). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A modal on the browser's own <dialog>, shown while mounted: the browser keeps
 * focus inside and Escape closes it; focus returns to where it was (the button that opened it), and
 * a click on the backdrop closes it.
 */
export function NativeDialog({ labelledBy, describedBy, role, onClose, wide, children }: Props) {
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
      className={wide ? 'wc-dialog wc-dialog-wide' : 'wc-dialog'}
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

interface DialogProps {
  /** The heading that names the dialog. */
  title: ReactNode;
  /** An id for the heading, when a test or another element refers to it; one is made otherwise. */
  titleId?: string;
  /** id of the text read when it opens (its main sentence). */
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  /** The buttons along the bottom (Button), the main one last. */
  actions?: ReactNode;
  /** Wider than the default 600 px (a table inside). */
  wide?: boolean;
  children?: ReactNode;
}

/** The portal's modal: a heading, its content and its buttons, on NativeDialog. */
export function Dialog({ title, titleId, describedBy, role, onClose, actions, wide, children }: DialogProps) {
  const made = useId();
  const headingId = titleId ?? `${made}-title`;
  return (
    <NativeDialog labelledBy={headingId} describedBy={describedBy} role={role} onClose={onClose} wide={wide}>
      <h2 id={headingId}>{title}</h2>
      {children !== undefined && <div className="wc-dialog-content">{children}</div>}
      {actions && <div className="wc-dialog-actions">{actions}</div>}
    </NativeDialog>
  );
}
