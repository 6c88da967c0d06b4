/**
 * The header of a 503 that the server gave before doing any work for the request (it was busy; decision 0253): a
 * client may send the same request again after Retry-After whatever its method. A 503 without it (an unavailable
 * database) may come after part of the work, so only a read is sent again.
 */
export const REFUSED_HEADER = 'x-refused';

/**
 * How many times a client asks again after the first try: the browser (src/web/lib/busy-retry.ts), the browser
 * tests' own calls and the capacity benchmark's users alike. With a 1 s Retry-After, about eight seconds.
 */
export const BUSY_MAX_RETRIES = 6;
