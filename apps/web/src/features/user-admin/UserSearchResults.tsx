import { useState, type ReactNode } from 'react';
import {
  genericMessages,
  USER_SEARCH_LIMIT,
  userAdminTexts as texts,
  userSearchExport,
  userSearchMessages,
  type UserRow,
  type UserSearchRequest,
} from '@wcpp/contract';
import { DataTable } from '../../components/DataTable';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { saveFile } from '../../lib/files';
import { downloadUserSearch } from './api';
import { userColumns } from './user-columns';

/** UserSearch.xlsx of the search shown (part 2 §9): the button comes back after 500 ms. */
function useUserSearchDownload(criteria: UserSearchRequest) {
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setDownloading(true);
    setTimeout(() => setDownloading(false), 500);
    setFailed(false);
    try {
      saveFile(await downloadUserSearch(criteria), userSearchExport.fileName);
    } catch {
      setFailed(true);
    }
  };
  return { download, downloading, failed };
}

interface Props {
  criteria: UserSearchRequest;
  rows: UserRow[];
  truncated: boolean;
  actionsOf: (row: UserRow) => ReactNode;
}

/** The users found (part 2 §2), the notice when there are more than the screen shows, and the export. */
export function UserSearchResults({ criteria, rows, truncated, actionsOf }: Props) {
  const { download, downloading, failed } = useUserSearchDownload(criteria);
  return (
    <>
      {failed && <Alert severity="error">{genericMessages.generic}</Alert>}
      {truncated && (
        <Alert severity="warning" role="status">
          {userSearchMessages.tooMany(USER_SEARCH_LIMIT)}
        </Alert>
      )}
      <div>
        <Button variant="outlined" onClick={download} disabled={downloading}>
          {texts.download}
        </Button>
      </div>
      <DataTable
        label={texts.userSearchTitle}
        columns={userColumns(actionsOf, false)}
        rows={rows}
        rowKey={(r) => String(r.id)}
        rowLabel={(r) => `${r.userFirstName} ${r.userLastName}`}
        defaultSort={{ id: 'userFirstName' }}
        placeKey="userSearch"
      />
    </>
  );
}
