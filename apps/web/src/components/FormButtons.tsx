import { Button } from './ui/Button';
import { Stack } from './ui/Stack';

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
    <Stack direction="row" gap={3}>
      <Button type="submit" variant="contained" disabled={submitDisabled}>
        {submitLabel}
      </Button>
      <Button variant="outlined" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Stack>
  );
}
