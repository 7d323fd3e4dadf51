import { useState } from 'react';
import { resetPasswordTexts } from '@wcpp/contract';
import { Icon } from './ui/icons';
import { TextField } from './ui/TextField';

type Props = Omit<React.ComponentProps<typeof TextField>, 'type' | 'end'>;

/** A password field with a show/hide toggle (part 2 §2: each password field of the reset form has one). */
export function PasswordInput(props: Props) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="wc-icon-button"
          aria-label={shown ? resetPasswordTexts.hide(props.label) : resetPasswordTexts.show(props.label)}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
          // The click does not take the focus from the password.
          onMouseDown={(e) => e.preventDefault()}
        >
          <Icon name={shown ? 'visibilityOff' : 'visibility'} />
        </button>
      }
    />
  );
}
