import { useRef, type Ref } from 'react';
import { billSearchHelpTexts as help, billSearchLimits, billSearchModes, billSearchTexts as texts } from '@wcpp/contract';
import { Icon } from '../../components/ui/icons';
import { searchCombinations, type SearchField } from './search-params';

const PANEL_ID = 'search-help';
const HEADING_ID = 'search-help-heading';
const label = (field: SearchField): string => texts[field];

/** "Claim Number and Approximate Date of Service"; "Bill Control Number or Document ID". */
function combination(fields: SearchField[], word: string): string {
  const labels = fields.map(label);
  return labels.length <= 2 ? labels.join(` ${word} `) : `${labels.slice(0, -1).join(', ')} ${word} ${labels.at(-1)}`;
}

interface Props {
  open: boolean;
  onToggle: () => void;
  /** The panel's heading, focused when the global message's Search Help button opens it. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Search Help (part 1 §5: the global message refers to it): a disclosure listing the valid
 * combinations of each mode, from the same table search-help.test.ts checks against the rules.
 * Plain HTML (docs/decisions/046).
 */
export function SearchHelp({ open, onToggle, headingRef }: Props) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hide = () => {
    onToggle();
    toggleRef.current?.focus();
  };
  return (
    <div className="wc-mb2">
      <button type="button" ref={toggleRef} className="wc-btn wc-btn-text wc-btn-small" aria-expanded={open} aria-controls={open ? PANEL_ID : undefined} onClick={onToggle}>
        <span className="wc-btn-start">
          <Icon name="help" />
        </span>
        {help.title}
      </button>
      {open && (
        <section id={PANEL_ID} aria-labelledby={HEADING_ID} className="wc-help">
          <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1}>
            {help.title}
          </h2>
          <p>{help.intro}</p>
          <dl>
            {billSearchModes.map((mode) => {
              const rule = searchCombinations[mode];
              return (
                <div key={mode}>
                  <dt>{texts.modes[mode]}</dt>
                  <dd>
                    {'all' in rule ? `${combination(rule.all, help.and)}. ${help.allRequired}` : `${combination(rule.oneOf, help.or)}. ${help.oneOf}`}
                  </dd>
                </div>
              );
            })}
          </dl>
          <div className="wc-help-notes">
            <p className="wc-body2">{help.serviceDate(billSearchLimits.maxWindowDays / 2)}</p>
            <p className="wc-body2">{help.dates}</p>
          </div>
          <button type="button" className="wc-btn wc-btn-text wc-btn-small" onClick={hide}>
            {help.close}
          </button>
        </section>
      )}
    </div>
  );
}
