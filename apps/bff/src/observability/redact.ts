/**
 * What must never reach a log line. tRPC puts query inputs (emails, tokens) in `?input=`; the web's
 * confirmation and reset pages carry their single-use token in the path.
 */

export const REDACTED = '[REDACTED]';

const SECRET_QUERY_KEYS = new Set([
  'input',
  'confirmation_token',
  'reset_password_token',
  'token',
  'password',
]);
const TOKEN_PATHS = [/^(\/auth\/confirmations\/)[^/?#]+/, /^(\/auth\/reset_password\/)[^/?#]+/];

/** A request URL fit for the log: secret query values and path tokens replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = decodeSafe(eq === -1 ? pair : pair.slice(0, eq));
      return SECRET_QUERY_KEYS.has(key) ? `${pair.slice(0, eq === -1 ? pair.length : eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * pino `redact` paths: headers with credentials wherever a request or response object is logged,
 * and the secret fields of any payload logged by mistake (camelCase and snake_case).
 */
const SECRET_FIELDS = [
  'password',
  'passwordConfirmation',
  'password_confirmation',
  'resetPasswordToken',
  'reset_password_token',
  'confirmationToken',
  'confirmation_token',
  'input',
  'cookie',
  'setCookie',
  'authorization',
];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-studyflow-csrf"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
];
