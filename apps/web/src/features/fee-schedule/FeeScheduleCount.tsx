import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import DescriptionIcon from '@mui/icons-material/Description';
import { Link as RouterLink } from 'react-router';
import { feeScheduleTexts as texts } from '@wcpp/contract';
import { to } from '../../lib/paths';
import { useEffectiveUser } from '../../lib/user';
import { useFeeScheduleFiles } from '../../lib/fee-schedule-files';

/**
 * The header's Fee Schedules (part 1 §4, §9): the count of the effective user's files not yet
 * opened, leading to the PPO Fee Schedule screen, where the files are listed and opened. No menu of
 * part 1 lists that screen (decision 042). Mirror start shows the mirrored user's count.
 */
export function FeeScheduleCount() {
  const { data: user } = useEffectiveUser();
  const { data } = useFeeScheduleFiles(user?.userNm ?? '');
  const count = data?.feeSchedRqstsCnt ?? 0;
  return (
    <IconButton color="inherit" component={RouterLink} to={to('FeeSchedule')} aria-label={texts.filesButton(count)}>
      <Badge badgeContent={count} color="error" overlap="circular">
        <DescriptionIcon />
      </Badge>
    </IconButton>
  );
}
