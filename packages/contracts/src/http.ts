/**
 * The custom header every tRPC call must carry. Browsers cannot add it to a cross-site request
 * without a CORS preflight, which the BFF never grants, so its presence proves a same-origin caller.
 */
export const CSRF_HEADER = 'x-studyflow-csrf';
export const CSRF_HEADER_VALUE = '1';
