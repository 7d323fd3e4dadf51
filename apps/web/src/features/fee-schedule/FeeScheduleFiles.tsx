import { useEffect, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import { Link as RouterLink } from 'react-router';
import DescriptionIcon from '@mui/icons-material/Description';
import { useQueryClient } from '@tanstack/react-query';
import { feeScheduleMessages, feeScheduleTexts as texts, type FeeSchedFile } from '@wcpp/contract';
import { visuallyHidden } from '../../components/visually-hidden';
import { saveFile } from '../../lib/files';
import { to } from '../../lib/paths';
import { useEffectiveUser } from '../../lib/user';
import { feeScheduleKeys, fetchFeeScheduleFile, useFeeScheduleFiles } from './api';

/** Part 1 §9: the count is read again 3 seconds after a file is opened (not while mirroring). */
export const COUNT_REFRESH_MS = 3000;

/**
 * The header's Fee Schedules (part 1 §4, §9; part 2 §7): the effective user's produced files with
 * the count of those not yet opened; opening one downloads it. The menu also leads to the request
 * screen, which no menu of part 1 lists (decision 042).
 */
export function FeeScheduleFiles() {
  const { data: user, isMirroring } = useEffectiveUser();
  const name = user?.userNm ?? '';
  const { data } = useFeeScheduleFiles(name);
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const files = data?.feeSchedRqsts ?? [];
  const count = data?.feeSchedRqstsCnt ?? 0;

  const open = async (file: FeeSchedFile) => {
    setAnchor(null);
    setFailed(false);
    try {
      saveFile(await fetchFeeScheduleFile(name, file.feeSchedRqstId), file.fileName);
      if (!isMirroring) timer.current = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: feeScheduleKeys.files(name) }), COUNT_REFRESH_MS);
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={texts.filesButton(count)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'fee-schedule-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={count} color="error" overlap="circular">
          <DescriptionIcon />
        </Badge>
      </IconButton>
      {failed && (
        <span role="alert" style={visuallyHidden}>
          {feeScheduleMessages.fileFailed}
        </span>
      )}
      <Menu
        id="fee-schedule-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        disablePortal
        slotProps={{ list: { 'aria-label': texts.files }, paper: { sx: { maxWidth: 380 } } }}
      >
        <MenuItem component={RouterLink} to={to('FeeSchedule')} onClick={() => setAnchor(null)}>
          {texts.requestLink}
        </MenuItem>
        <Divider />
        {files.length === 0 && <MenuItem disabled>{texts.noFiles}</MenuItem>}
        {files.map((f) => (
          <MenuItem key={f.feeSchedRqstId} onClick={() => void open(f)} sx={{ whiteSpace: 'normal' }}>
            <ListItemText
              primary={f.fileName}
              secondary={f.fileViwed ? undefined : texts.newFile}
              slotProps={{ primary: { sx: { fontWeight: f.fileViwed ? 400 : 700, overflowWrap: 'anywhere' } }, secondary: { sx: { color: 'error.main', fontWeight: 600 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
