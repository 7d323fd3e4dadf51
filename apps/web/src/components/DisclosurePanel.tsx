import type { ReactNode } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface Props {
  id: string;
  title: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * One section that opens and closes (a Bill Search mode, a Demographics accordion): a heading whose
 * button opens or closes it, drawn as MUI's Accordion was. The Accordion and its Collapse transition
 * cost ~6 KB gzipped (docs/decisions/037); a closed section renders nothing either way. The heading
 * is an h2 under the page's h1 (the Accordion wrapped it in an h3: heading order).
 */
export function DisclosurePanel({ id, title, expanded, onToggle, children }: Props) {
  const headerId = `${id}-header`;
  const panelId = `${id}-panel`;
  return (
    <Paper sx={panelSx}>
      <h2 className="wc-text">
        <ButtonBase id={headerId} aria-expanded={expanded} aria-controls={expanded ? panelId : undefined} onClick={onToggle} sx={summarySx}>
          <Typography component="span" variant="h6" sx={{ flexGrow: 1, textAlign: 'left', my: 1.5 }}>
            {title}
          </Typography>
          <ExpandMoreIcon sx={{ color: 'action.active', transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }} />
        </ButtonBase>
      </h2>
      {expanded && (
        <div id={panelId} role="region" aria-labelledby={headerId} className="wc-mode-panel">
          {children}
        </div>
      )}
    </Paper>
  );
}

// MUI's Accordion look: one elevated sheet, rounded at the ends, a divider line between sections.
const panelSx = {
  position: 'relative',
  borderRadius: 0,
  '&:first-of-type': { borderTopLeftRadius: 4, borderTopRightRadius: 4 },
  '&:last-of-type': { borderBottomLeftRadius: 4, borderBottomRightRadius: 4 },
  '&:not(:first-of-type)::before': { content: '""', position: 'absolute', top: -1, left: 0, right: 0, height: '1px', bgcolor: 'divider' },
  '& .wc-mode-panel': { p: '8px 16px 16px' },
} as const;

const summarySx = {
  display: 'flex',
  width: '100%',
  minHeight: 48,
  px: 2,
  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
} as const;
