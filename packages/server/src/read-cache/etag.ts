import { createHash } from 'node:crypto';

/** A strong ETag of a serialized body: the same bytes give the same tag on every server. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2: a list of tags, `*`, weak comparison, so
 * `W/"x"` matches `"x"`); a match is answered 304 with no body.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === opaque);
}

/** The tag of the same body gzipped: `"x"` → `"x-gz"` (a weak tag stays weak). */
export function gzipEtag(etag: string): string {
  return etag.replace(/"$/, '-gz"');
}
