import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The list page kept in the address's `page` parameter (1 when absent or not a page number), and
 * a way to move to another that leaves the other parameters as they are.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const showPage = useCallback(
    (next: number) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next > 1) params.set('page', String(next));
        else params.delete('page');
        return params;
      });
    },
    [setSearchParams],
  );
  return [pageFrom(searchParams.get('page')), showPage];
}
