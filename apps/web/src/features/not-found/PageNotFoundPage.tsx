import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { pageNotFoundTexts, supportContact } from '@wcpp/contract';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../lib/paths';

/** /wcpp/PageNotFound (part 2 §2): where unknown paths of a signed-in user land. */
export function PageNotFoundPage() {
  return (
    <>
      <PageTitle>{pageNotFoundTexts.title}</PageTitle>
      <Typography sx={{ mb: 1 }}>{pageNotFoundTexts.body}</Typography>
      <Typography sx={{ mb: 2 }}>{pageNotFoundTexts.contact(supportContact.phone, supportContact.email)}</Typography>
      <Link component={RouterLink} to={paths.home}>
        {pageNotFoundTexts.home}
      </Link>
    </>
  );
}

export default PageNotFoundPage;
