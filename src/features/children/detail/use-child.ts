/**
 * The child record of the detail screen (GET /api/child/detail, `getChildDetail`). While the screen is open the
 * record is fetched again every IMAGE_URL_REFRESH_MS and when the window regains focus, so that the signed image
 * URLs it carries (`image_urls`, valid SIGNED_URL_TTL_SECONDS) are renewed before they expire. Unchanged
 * parts keep their identity (TanStack Query's structural sharing); the editor keeps the record it opened
 * with (edit-child.tsx). The data is the answer's `detail`.
 */
import { IMAGE_URL_REFRESH_MS } from '../../../../domain/images';
import { getChildDetail } from '../../../../domain/contracts/child';
import { useCall } from '../../../api/use-call';

export function useChild(id: number) {
  return useCall(
    getChildDetail,
    { query: { id } },
    {
      select: (answer) => answer.detail,
      staleTime: 0,
      refetchInterval: IMAGE_URL_REFRESH_MS,
      refetchOnWindowFocus: true,
    },
  );
}
