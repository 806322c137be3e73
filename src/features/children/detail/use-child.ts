/** The child record of the detail screen (GET /api/child/detail). */
import { useQuery } from '@tanstack/react-query';
import { childKeys, getChild } from '../../../api/child';

export function useChild(id: number) {
  return useQuery({ queryKey: childKeys.detail(id), queryFn: () => getChild(id), staleTime: 0 });
}
