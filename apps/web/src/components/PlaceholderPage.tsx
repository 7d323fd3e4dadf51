import { shellTexts } from '@wcpp/contract';
import { PageTitle } from './PageTitle';

/** Screens a later issue builds: their title and one line, no invented data. */
export function PlaceholderPage({ title, headingOnly = false }: { title: string; headingOnly?: boolean }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {!headingOnly && <p className="wc-text">{shellTexts.notAvailable}</p>}
    </>
  );
}
