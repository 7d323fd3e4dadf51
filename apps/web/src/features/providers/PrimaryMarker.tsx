import Box from '@mui/material/Box';
import { demographicsTexts as texts } from '@wcpp/contract';

/**
 * The 'P' that marks the primary location, with its tooltip 'Primary' (part 2 §2) on hover and on
 * keyboard focus. CSS only: MUI's Tooltip brings Popper (docs/decisions/037).
 */
export function PrimaryMarker({ id }: { id: string }) {
  const tipId = `primary-tip-${id}`;
  return (
    <Box component="span" sx={markerSx} tabIndex={0} aria-describedby={tipId}>
      P
      <span role="tooltip" id={tipId}>
        {texts.primary}
      </span>
    </Box>
  );
}

const markerSx = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  ml: 0.75,
  width: 20,
  height: 20,
  borderRadius: '50%',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontSize: '0.75rem',
  fontWeight: 700,
  verticalAlign: 'middle',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '& [role="tooltip"]': {
    position: 'absolute',
    bottom: 'calc(100% + 6px)',
    left: '50%',
    transform: 'translateX(-50%)',
    px: 1,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'grey.800',
    color: 'common.white',
    fontSize: '0.75rem',
    fontWeight: 500,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    opacity: 0,
    transition: 'opacity 120ms',
  },
  '&:hover [role="tooltip"], &:focus [role="tooltip"]': { opacity: 1 },
} as const;
