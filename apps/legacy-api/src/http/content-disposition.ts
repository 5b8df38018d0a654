import { create } from 'content-disposition';

/**
 * What the quoted ASCII `filename=` may not hold: anything outside printable ASCII, a quote or a
 * backslash (old clients mishandle the quoted-pair), a slash (a path) and `%` (some browsers decode
 * `%XX` there).
 */
const UNSAFE_IN_FALLBACK = /[^\x20-\x7e]|["\\/%]/g;

/**
 * The Content-Disposition of every download (RFC 6266): `attachment` with a safe ASCII `filename=`
 * and, when the name needs more, its exact UTF-8 form as `filename*` (RFC 8187, `'()*` encoded too),
 * which clients read first. Built on the `content-disposition` library rather than by hand.
 */
export function attachmentHeader(fileName: string): string {
  return create(fileName, { fallback: fileName.replace(UNSAFE_IN_FALLBACK, '_') });
}
