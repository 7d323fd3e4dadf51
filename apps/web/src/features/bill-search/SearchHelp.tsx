import { useRef, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { billSearchHelpTexts as help, billSearchLimits, billSearchModes, billSearchTexts as texts } from '@wcpp/contract';
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
 */
export function SearchHelp({ open, onToggle, headingRef }: Props) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hide = () => {
    onToggle();
    toggleRef.current?.focus();
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Button ref={toggleRef} size="small" startIcon={<HelpOutline />} aria-expanded={open} aria-controls={open ? PANEL_ID : undefined} onClick={onToggle}>
        {help.title}
      </Button>
      {open && (
        <Box id={PANEL_ID} component="section" aria-labelledby={HEADING_ID} sx={{ mt: 1, p: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography id={HEADING_ID} ref={headingRef} tabIndex={-1} component="h2" variant="h2" sx={{ mb: 1, outline: 'none' }}>
            {help.title}
          </Typography>
          <Typography sx={{ mb: 1 }}>{help.intro}</Typography>
          <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 0 } }}>
            {billSearchModes.map((mode) => {
              const rule = searchCombinations[mode];
              return (
                <Box key={mode} component="div">
                  <dt>{texts.modes[mode]}</dt>
                  <dd>
                    {'all' in rule ? `${combination(rule.all, help.and)}. ${help.allRequired}` : `${combination(rule.oneOf, help.or)}. ${help.oneOf}`}
                  </dd>
                </Box>
              );
            })}
          </Box>
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {help.serviceDate(billSearchLimits.maxWindowDays / 2)}
          </Typography>
          <Typography variant="body2">{help.dates}</Typography>
          <Button size="small" sx={{ mt: 1 }} onClick={hide}>
            {help.close}
          </Button>
        </Box>
      )}
    </Box>
  );
}
