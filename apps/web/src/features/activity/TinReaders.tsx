import { Fragment } from 'react';
import { activityTexts, tinLabel, type TinReaders as Readers } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { errorMessage } from '../../lib/errors';
import * as activityErrors from '../../lib/error-contexts/activity';
import { useTinNames } from '../../lib/tins';
import { useTinReaders } from './api';

const texts = activityTexts.readers;

/** A TIN's readers outside the group: each other group by its ID, then the network's administrators as one; or nobody, plainly. */
function ReadersOf({ tin }: { tin: Readers['tins'][number] }) {
  if (tin.groups.length === 0 && tin.network === 0) return <>{texts.nobody}</>;
  return (
    <ul className="wc-plain-list">
      {tin.groups.map((g) => (
        <li key={g.groupId}>{texts.group(g.groupId, g.reads)}</li>
      ))}
      {tin.network > 0 && <li>{texts.network(tin.network)}</li>}
    </ul>
  );
}

/**
 * Who outside the group read its TINs (issue 47 §1, decision 091), for a group's Provider Admin: per TIN,
 * each other group by its ID with its reads of the last 90 days, and the network's administrators' as one
 * number; never a person. Asked when its section opens, as it mounts then (each asking is itself recorded).
 */
export function TinReaders() {
  const readers = useTinReaders();
  const names = useTinNames();
  if (readers.isPending) return <p role="status" className="wc-text">{texts.loading}</p>;
  if (readers.isError) return <Alert severity="error">{errorMessage(activityErrors.readers, readers.error)}</Alert>;
  const { days, tins } = readers.data;
  return (
    <>
      <p className="wc-text wc-mb2">{texts.intro(days)}</p>
      {tins.length === 0 ? (
        <p className="wc-text">{texts.noTins}</p>
      ) : (
        <dl className="wc-pairs">
          {tins.map((tin) => (
            <Fragment key={tin.ftin}>
              <dt>{texts.tin(tinLabel(tin.ftin, names.get(tin.ftin)))}</dt>
              <dd>
                <ReadersOf tin={tin} />
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
    </>
  );
}
