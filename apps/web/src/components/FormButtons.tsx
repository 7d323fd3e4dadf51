import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface Props {
  submitLabel: string;
  cancelLabel: string;
  /** Disables the submit button (a request running, a box not ticked). */
  submitDisabled?: boolean;
  onCancel: () => void;
}

/** The submit and cancel buttons under a form. */
export function FormButtons({ submitLabel, cancelLabel, submitDisabled, onCancel }: Props) {
  return (
    <Stack direction="row" spacing={2}>
      <Button type="submit" variant="contained" disabled={submitDisabled}>
        {submitLabel}
      </Button>
      <Button type="button" variant="outlined" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Stack>
  );
}
