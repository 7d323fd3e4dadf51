import { secondStepTexts } from '@wcpp/contract';
import { Checkbox } from '../../components/ui/Checkbox';

/** "Remember this browser for 30 days" and its hint, below the second step's code or passkey. */
export function RememberChoice({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div>
      <Checkbox label={secondStepTexts.remember} checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="wc-body2">
        {secondStepTexts.rememberHint}
      </p>
    </div>
  );
}
