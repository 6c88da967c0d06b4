/**
 * The header of a 503 that the server gave before doing any work for the request (it was busy; decision 0253): a
 * client may send the same request again after Retry-After whatever its method. A 503 without it (an unavailable
 * database) may come after part of the work, so only a read is sent again.
 */
export const REFUSED_HEADER = 'x-refused';
