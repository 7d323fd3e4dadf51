import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ownTinTexts, clientListTexts as texts, isAdminType, userAdminTexts } from '@wcpp/contract';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { to } from '../../lib/paths';
import { useOwnTins, useTinNames } from '../../lib/tins';
import { useEffectiveUser } from '../../lib/user';
import { acceptAgreement, hasAcceptedAgreement } from './agreement';
import { ClientListForm } from './ClientListForm';
import { ClientListResults } from './ClientListResults';
import { useClientListSearch } from './useClientListSearch';

const ClientListAgreementDialog = lazy(() => import('./ClientListAgreementDialog'));

/**
 * Client List (/wcpp/ClientList; part 1 §2, §4, §5, §7, §8, §9): line of business, then the Tax ID →
 * Provider → State → Product cascade (a change clears and disables what follows and hides the
 * results; a new line of business resets everything), Search and Reset, the clients with their
 * filters, and DOWNLOAD of the rows the table shows. The agreement is asked first when not yet accepted.
 */
export function ClientListPage() {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(hasAcceptedAgreement);
  const { data: me, isMirroring } = useEffectiveUser();
  const tinsQuery = useOwnTins();
  const tinNames = useTinNames();
  // A kept choice is put back once the form is on the page (not while it still waits for the user and the TINs).
  const search = useClientListSearch(agreed && Boolean(me) && !tinsQuery.isPending);

  if (!agreed) {
    return (
      <>
        <PageTitle>{texts.title}</PageTitle>
        <Suspense fallback={null}>
          <ClientListAgreementDialog
            open
            onAccept={() => {
              acceptAgreement();
              setAgreed(true);
            }}
            onDecline={() => navigate(to('home'))}
          />
        </Suspense>
      </>
    );
  }
  if (!me || tinsQuery.isPending) return <PageLoading />;

  const tins = tinsQuery.data ?? [];
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      {tins.length === 0 &&
        (isAdminType(me.typeCd) && !isMirroring ? (
          <Alert severity="info" className="wc-mb2">
            {texts.adminNoTins}{' '}
            <Link className="wc-link" to={to('UserSearch')}>
              {userAdminTexts.userSearchTitle}
            </Link>
          </Alert>
        ) : (
          <Alert severity="info" className="wc-mb2">
            {ownTinTexts.noTins}
          </Alert>
        ))}
      <ClientListForm search={search} tins={tins} tinNames={tinNames} />
      {search.criteria && <ClientListResults criteria={search.criteria} clients={search.clients} />}
    </>
  );
}

export default ClientListPage;
