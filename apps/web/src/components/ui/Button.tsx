import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'contained' | 'outlined' | 'text';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonLook {
  /** contained: the one main action of a form; outlined: a second action; text: a quiet one. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The colour of the text around it (a button on the app bar), instead of the brand's. */
  inherit?: boolean;
  fullWidth?: boolean;
}

interface Props extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** An icon before the label (hidden from screen readers: the label names the button). */
  startIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The classes of a button's look, for a link drawn as a button (`<Link className={buttonClass(…)}>`). */
export function buttonClass({ variant = 'contained', size = 'medium', inherit, fullWidth }: ButtonLook = {}, extra = ''): string {
  return ['wc-btn', `wc-btn-${variant}`, `wc-btn-${size}`, inherit && 'wc-btn-inherit', fullWidth && 'wc-full', extra].filter(Boolean).join(' ');
}

/**
 * The portal's button: a native <button> (type "button" unless told otherwise, so it never submits a
 * form by accident). Its label is shown exactly as written: the spec's words ("SEARCH", "Sign Out"),
 * never upper-cased by CSS (docs/decisions/053).
 */
export function Button({ variant, size, inherit, fullWidth, startIcon, className = '', type = 'button', children, ref, ...rest }: Props) {
  return (
    <button ref={ref} type={type} className={buttonClass({ variant, size, inherit, fullWidth }, className)} {...rest}>
      {startIcon && <span className="wc-btn-start">{startIcon}</span>}
      {children}
    </button>
  );
}
