/**
 * The context the schema form needs: the viewer's role (role-dependent tab titles and panes), departments
 * for the town/village pickers, the director lookup and
 * the notification when a village has no active director (req children §10), and images (DESIGN "Images"):
 * `uploadImage` stores a file by the server's storage (src/api/file.ts); `imageSrc` displays an image_url
 * through the signed URL the server sent with the record (`detail.image_urls`) or, for an image uploaded
 * on this screen, from the picked file itself (an object URL: it never expires, unlike the 10-minute
 * signed URL the upload answered, and is revoked when the screen closes).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { App } from 'antd';
import { DIRECTOR_NOT_FOUND_MESSAGE } from '../../../domain/constants';
import type { SchemaFormContext } from '../schema-form';
import { useDepartments } from '../use-departments';
import { uploadImage as storeImage } from '../../api/file';
import { lookupDirector } from './director-lookup';
import { useCurrentUser } from '../../core/session/current-user';

/** `imageUrls`: `image_urls` of the loaded child or apply detail (image_url → signed URL). */
export function useChildFormContext(imageUrls?: Record<string, string>): {
  context: SchemaFormContext;
  loading: boolean;
} {
  const departments = useDepartments();
  const { role } = useCurrentUser();
  const { notification } = App.useApp();
  const fresh = useRef(new Map<string, string>());
  useEffect(() => {
    const shown = fresh.current;
    return () => {
      for (const url of shown.values()) if (url.startsWith('blob:')) URL.revokeObjectURL(url);
      shown.clear();
    };
  }, []);

  const uploadImage = useCallback(async (file: File) => {
    const stored = await storeImage(file);
    fresh.current.set(stored.image_url, shownFromFile(file, stored.url));
    return stored;
  }, []);
  const imageSrc = useCallback(
    (image_url: string) => fresh.current.get(image_url) ?? imageUrls?.[image_url] ?? '',
    [imageUrls],
  );

  const context = useMemo<SchemaFormContext>(
    () => ({
      departments: {
        towns: departments.towns,
        villages: departments.villages.map((v) => ({ ...v, department_parent: v.department_parent ?? 0 })),
      },
      lookupDirector,
      onDirectorMissing: () => notification.error({ key: 'director-missing', message: DIRECTOR_NOT_FOUND_MESSAGE }),
      uploadImage,
      imageSrc,
      // tab titles and the centre's tab-11 task list depend on the role (req children §2, tab 11)
      role,
    }),
    [departments.towns, departments.villages, notification, uploadImage, imageSrc, role],
  );
  return { context, loading: departments.isLoading };
}

/** What shows an image just uploaded: an object URL of `file` (OSS uploads answer one already), else the answered `url`. */
function shownFromFile(file: File, url: string): string {
  if (url.startsWith('blob:') || typeof URL.createObjectURL !== 'function') return url;
  return URL.createObjectURL(file);
}
