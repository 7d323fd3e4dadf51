import { Link } from 'react-router';
import { pageNotFoundTexts, supportContact } from '@wcpp/contract';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../lib/paths';

/** /wcpp/PageNotFound (part 2 §2): where unknown paths of a signed-in user land. */
export function PageNotFoundPage() {
  return (
    <>
      <PageTitle>{pageNotFoundTexts.title}</PageTitle>
      <p className="wc-text wc-mb1">{pageNotFoundTexts.body}</p>
      <p className="wc-text wc-mb2">{pageNotFoundTexts.contact(supportContact.phone, supportContact.email)}</p>
      <Link className="wc-link" to={paths.home}>
        {pageNotFoundTexts.home}
      </Link>
    </>
  );
}

export default PageNotFoundPage;
