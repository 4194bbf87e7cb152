// POST /api/admin/media — uploads a picture file as the raw request body; answers the URL to store
// in a product, category or banner (the widest of its three stored widths) and that width's size.
import { useMutation } from '@tanstack/react-query';
import { api, ApiError, unwrap, type Schemas } from '@/lib/api/client';
import { MSG } from '../lib/messages';

export type UploadedPicture = Schemas['UploadedPicture'];

export async function uploadPicture(file: File): Promise<UploadedPicture> {
  try {
    return await unwrap(
      api.POST('/api/admin/media', {
        // The schema describes the body as bytes; the file goes as it is, not as JSON.
        body: [],
        bodySerializer: () => file,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      }),
      MSG.pictureUploadFailed,
    );
  } catch (error) {
    // A proxy in front of the shop may refuse a large body before the server sees it.
    if (error instanceof ApiError && error.status === 413 && error.message === MSG.pictureUploadFailed) {
      throw new ApiError(413, MSG.pictureTooLarge);
    }
    throw error;
  }
}

export function useUploadPicture() {
  return useMutation({ mutationFn: uploadPicture });
}
