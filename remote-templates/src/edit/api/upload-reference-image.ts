import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiUrl, errorDetail, getAccessToken, RequestAbortedError, useAppToast } from '@video-admin/shared-ui';
import type { ReferenceVideoResult } from '@video-admin/shared-ui/contract';
import { useTemplateDialogsTranslation } from '../../i18n';
import type { ReferenceIndex } from '../model/reference';
import { templateKeys } from '../../api/template-keys';

export const MAX_REFERENCE_IMAGE_BYTES = 10 * 1024 * 1024;
const PATH = '/api/backend/video-template/generate-reference-video';

export interface UploadReferenceInput {
  templateId: number;
  index: ReferenceIndex;
  file: File;
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The multipart POST goes through XMLHttpRequest because fetch cannot report upload progress
 * over HTTP/1.1. It mirrors the shared client: same URL resolution, bearer token, cookies and
 * ApiError, so a 401/403 still logs out through the query client.
 */
export function uploadReferenceImage({ templateId, index, file, onProgress }: UploadReferenceInput): Promise<ReferenceVideoResult> {
  const url = apiUrl(PATH);
  const form = new FormData();
  form.append('template_id', String(templateId));
  form.append('reference_image_index', String(index));
  form.append('reference_image', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(url, xhr.status, xhr.statusText, body));
        return;
      }
      const response = body as ReferenceVideoResult | undefined;
      if (!response?.success) {
        reject(new Error(response?.message || 'upload failed'));
        return;
      }
      onProgress?.(1);
      resolve(response);
    };
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onabort = () => reject(new RequestAbortedError());
    xhr.send(form);
  });
}

export function useUploadReferenceImage(onUploaded: (input: UploadReferenceInput, response: ReferenceVideoResult) => void) {
  const { t } = useTemplateDialogsTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReferenceImage,
    onSuccess: (response, input) => {
      toast.show('success', t('upload.success'), t('upload.successText', { index: input.index }));
      onUploaded(input, response);
    },
    onError: (error) => {
      const fallback = t('upload.failedText');
      toast.show('error', t('upload.failed'), error instanceof ApiError ? errorDetail(error, fallback) : fallback);
    },
    // The reference image shows at once; the list's copy changes too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
