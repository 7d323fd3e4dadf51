import { activityTexts, type ChainCheck } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/errors';
import * as activityErrors from '../../lib/error-contexts/activity';
import { localTime } from './ActivityTable';
import { useRecordCheck } from './api';

const texts = activityTexts.check;
const n = (value: number) => value.toLocaleString('en-US');

/** What a check found: whole or each kind of tampering with its count and first position, then its figures and when. */
function Outcome({ result }: { result: ChainCheck }) {
  return (
    <>
      {result.whole ? (
        <Alert severity="success" role="status">
          {texts.whole(result.blocks, result.sealedRows)}
          {result.unsealedRows > 0 && ` ${texts.unsealed(result.unsealedRows)}`}
        </Alert>
      ) : (
        <Alert severity="error">
          <p className="wc-strong">{texts.broken}</p>
          <ul>
            {result.findings.map((f) => (
              <li key={f.kind}>{texts.finding(texts.kinds[f.kind], f.count, f.first)}</li>
            ))}
          </ul>
        </Alert>
      )}
      <dl className="wc-pairs wc-mt2">
        <dt>{texts.result}</dt>
        <dd>{result.whole ? texts.wholeWord : texts.brokenWord}</dd>
        <dt>{texts.blocks}</dt>
        <dd>{n(result.blocks)}</dd>
        <dt>{texts.sealedRows}</dt>
        <dd>{n(result.sealedRows)}</dd>
        <dt>{texts.unsealedRows}</dt>
        <dd>{n(result.unsealedRows)}</dd>
        {result.retiredMonths.length > 0 && (
          <>
            <dt>{texts.retiredRows}</dt>
            <dd>{n(result.retiredRows)}</dd>
            <dt>{texts.retiredMonthsTerm}</dt>
            <dd>{texts.retiredMonths(result.retiredMonths[0]!, result.retiredMonths.at(-1)!, result.retiredMonths.length)}</dd>
          </>
        )}
        <dt>{texts.checkedAt}</dt>
        <dd>{localTime(result.checkedAt)}</dd>
      </dl>
    </>
  );
}

/**
 * The check of the record (issue 47 §3, decision 090) on the network's administrators' Activity: seals
 * what is committed and checks the whole chain, one check at a time (409 says another
 * is running). It mounts when its section opens.
 */
export function RecordCheck() {
  const check = useRecordCheck();
  return (
    <>
      <p className="wc-text wc-mb2">{texts.intro}</p>
      {/* Not disabled while it runs: a disabled button would drop the focus; a second press waits for the first. */}
      <Button variant="outlined" aria-busy={check.isPending || undefined} onClick={() => !check.isPending && check.mutate()}>
        {texts.run}
      </Button>
      <div className="wc-mt2">
        {check.isPending && (
          <p role="status" className="wc-text">
            {texts.checking}
          </p>
        )}
        {check.data && <Outcome result={check.data} />}
        {check.isError && <Alert severity="error">{errorMessage(activityErrors.check, check.error)}</Alert>}
      </div>
    </>
  );
}
