import type { APIRequestContext } from '@playwright/test';
import { BUSY_MAX_RETRIES, REFUSED_HEADER } from '#domain/contracts/refusal';

/**
 * The tests' own API calls (page.request: sign-ups, records made before a screen is opened) behave as the app's
 * calls do: a busy server refuses a call it has not started with 503, Retry-After and x-refused (decision 0253),
 * and the call is made again after that time. A spec that creates 17 customers at once is such a burst.
 */
export function askAgainWhenRefused(request: APIRequestContext): void {
  const methods = ['fetch', 'get', 'post', 'put', 'patch', 'delete', 'head'] as const;
  for (const name of methods) {
    const send = (request[name] as (...args: unknown[]) => ReturnType<APIRequestContext['fetch']>).bind(
      request,
    );
    (request as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      for (let attempt = 0; ; attempt++) {
        const res = await send(...args);
        const headers = res.headers();
        if (res.status() !== 503 || !headers[REFUSED_HEADER] || attempt >= BUSY_MAX_RETRIES) return res;
        await new Promise((resolve) => setTimeout(resolve, Number(headers['retry-after'] ?? 1) * 1000));
      }
    };
  }
}
