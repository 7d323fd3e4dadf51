import { Link } from 'react-router';
import { feeScheduleTexts as texts } from '@wcpp/contract';
import { to } from '../../lib/paths';
import { useEffectiveUser } from '../../lib/user';
import { useFeeScheduleFiles } from '../../lib/fee-schedule-files';
import { useScreenPainted } from '../../lib/painted';
import { Badge, Icon } from '../../components/ui/icons';

/**
 * The header's Fee Schedules (part 1 §4, §9): the count of the effective user's files not yet
 * opened, leading to the PPO Fee Schedule screen, where the files are listed and opened. No menu of
 * part 1 lists that screen (decision 042). Mirror start shows the mirrored user's count. Plain HTML:
 * the shell stays small (docs/decisions/045).
 */
export function FeeScheduleCount() {
  const { data: user } = useEffectiveUser();
  const { data } = useFeeScheduleFiles(user?.userNm ?? '', useScreenPainted());
  const count = data?.feeSchedRqstsCnt ?? 0;
  return (
    <Link to={to('FeeSchedule')} className="wc-icon-button" aria-label={texts.filesButton(count)}>
      <Badge count={count}>
        <Icon name="description" />
      </Badge>
    </Link>
  );
}
