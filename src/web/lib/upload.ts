import { throwIfNotOk } from './api';

/**
 * POSTs a form with a file and reports the share sent (0-100) as it goes: fetch cannot tell upload progress, so
 * this one call uses XMLHttpRequest. Answers and failures are read like every other call (ApiError).
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onerror = () => reject(new Error('The upload did not reach the server'));
    xhr.onload = () => {
      const res = new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText });
      throwIfNotOk(res)
        .then(() => resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T))
        .catch(reject);
    };
    xhr.send(form);
  });
}
