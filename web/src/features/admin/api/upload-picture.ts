// POST /api/admin/media — uploads a picture file as the raw request body; answers the URL to store
// in a product, category or banner (the widest of its three stored widths) and that width's size.
import { useMutation } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import { api, ApiError, unwrap } from '@/lib/api/client';
import { MSG } from '../lib/messages';

export interface UploadedPicture {
  url: string;
  width: number;
  height: number;
}

// The endpoint as the generated types will describe it (the server's OpenAPI document adds it).
interface MediaPaths {
  '/api/admin/media': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'application/octet-stream': Blob } };
      responses: {
        201: { headers: Record<string, unknown>; content: { 'application/json': UploadedPicture } };
        default: { headers: Record<string, unknown>; content: { 'application/json': { message: string } } };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

// The same client (and so the same bearer token and session expiry handling), typed for it.
const mediaApi = api as unknown as Client<MediaPaths>;

export async function uploadPicture(file: File): Promise<UploadedPicture> {
  try {
    return await unwrap(
      mediaApi.POST('/api/admin/media', {
        body: file,
        // The file's bytes as they are, not JSON.
        bodySerializer: (body: Blob) => body,
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
