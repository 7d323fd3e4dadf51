import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { resetPasswordTexts } from '@wcpp/contract';
import { TextInput } from './TextInput';

type Props = Omit<React.ComponentProps<typeof TextInput>, 'type' | 'endAdornment'>;

/** A password field with a show/hide toggle (part 2 §2: each password field of the reset form has one). */
export function PasswordInput(props: Props) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={shown ? resetPasswordTexts.hide(props.label) : resetPasswordTexts.show(props.label)}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
            onMouseDown={(e) => e.preventDefault()}
            edge="end"
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
