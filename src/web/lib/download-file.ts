import { ApiError } from './api';
import { fetchWithRetry } from './busy-retry';

/** The file name of a Content-Disposition header, if it names one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // Badly encoded: fall back to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * Downloads a file the server makes (an estimate or invoice PDF). Fetched first rather than linked, so the button can
 * show a pending state while the server renders it and a failure can be told instead of a broken tab.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetchWithRetry(url, { credentials: 'include' });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let serverMessage: string | undefined;
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === 'string') serverMessage = body.message;
    } catch {
      // Not JSON: the status line is all there is.
    }
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, serverMessage);
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(res.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; free the memory after a moment.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
