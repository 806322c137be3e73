/**
 * The child record of the detail screen (GET /api/child/detail). While the screen is open the record is
 * fetched again every IMAGE_URL_REFRESH_MS and when the window regains focus, so that the signed image
 * URLs it carries (`image_urls`, valid SIGNED_URL_TTL_SECONDS) are renewed before they expire. Unchanged
 * parts keep their identity (TanStack Query's structural sharing); the editor keeps the record it opened
 * with (edit-child.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { IMAGE_URL_REFRESH_MS } from '../../../../domain/images';
import { childKeys, getChild } from '../../../api/child';

export function useChild(id: number) {
  return useQuery({
    queryKey: childKeys.detail(id), queryFn: () => getChild(id), staleTime: 0,
    refetchInterval: IMAGE_URL_REFRESH_MS, refetchOnWindowFocus: true,
  });
}
