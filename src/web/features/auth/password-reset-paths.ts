/** The sign-in page with the 'Forgot password?' dialog open (also where an expired reset link sends people). */
export const FORGOT_PASSWORD_PATH = '/auth?forgot';

/** Whether the sign-in page's query asks for the 'Forgot password?' dialog. */
export const wantsForgotPassword = (params: URLSearchParams) => params.has('forgot');
