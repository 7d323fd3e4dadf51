import { useParams, useSearchParams } from 'react-router';
import { CLAIM_PAGE_SIZE, CLAIM_PAGE_SIZES, type ClaimPageSize } from '@wcpp/contract';
import { useClaimPage } from './api';

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};
export const pageSizeOf = (value: string | null): ClaimPageSize => CLAIM_PAGE_SIZES.find((size) => String(size) === value) ?? CLAIM_PAGE_SIZE;

/**
 * The claim page's flow: the claim named in the path, the server's page and page size in the address
 * (no PHI: Back and a reload come back to them), and the answer for them.
 */
export function useClaimView() {
  const claimNumber = useParams().claimNumber ?? '';
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const pageSize = pageSizeOf(search.get('pageSize'));
  const answer = useClaimPage(claimNumber, page, pageSize);
  const goTo = (next: number, size: ClaimPageSize = pageSize) =>
    setSearch({ ...(next > 1 ? { page: String(next) } : {}), ...(size !== CLAIM_PAGE_SIZE ? { pageSize: String(size) } : {}) });
  return { claimNumber, page, pageSize, goTo, ...answer };
}
