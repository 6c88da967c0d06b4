import { readJson, throwIfNotOk } from './api';
import { sendWithRetry } from './busy-retry';

/**
 * POSTs a form with a file and reports the share sent (0-100) as it goes: fetch cannot tell upload progress, so
 * this one call uses XMLHttpRequest. A busy server's refusal is sent again like every other call's
 * (busy-retry.ts), and answers and failures are read like theirs (ApiError).
 */
export async function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  const res = await sendWithRetry(() => post(url, form, onProgress), 'POST');
  await throwIfNotOk(res);
  return readJson<T>(res);
}

/** One try: the answer as a Response, with its headers (Retry-After, the refusal's mark). */
function post(url: string, form: FormData, onProgress: (percent: number) => void): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onerror = () => reject(new Error('The upload did not reach the server'));
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      resolve(
        new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText, headers }),
      );
    };
    xhr.send(form);
  });
}
