import { z } from 'zod';
import { declareCall } from './declare';

// Answers for monitoring probes; no screen reads them.
const healthAnswer = z.object({ status: z.literal('ok') });
// 503 also comes from the error handler, as { message }, when the session lookup of a request carrying a cookie
// meets the outage before this route runs: without that form the answer could not be written and became a 500.
const unavailableAnswer = z.union([
  z.object({ status: z.literal('unavailable') }),
  z.object({ message: z.string() }),
]);

/** The probe: 200 when the database answers, 503 (with Retry-After) when it does not. Public. */
export const healthCalls = {
  check: declareCall({
    method: 'GET',
    path: '/api/health',
    answers: { 200: healthAnswer, 503: unavailableAnswer },
  }),
};
