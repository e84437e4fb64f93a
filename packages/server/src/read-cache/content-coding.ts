/**
 * Whether an Accept-Encoding header takes gzip (RFC 9110 §12.5.3: `gzip` or `*`, unless given q=0). A
 * priced estimate is ~55 KB of JSON and about a tenth of it gzipped: at 2,000 reads/s that is the difference
 * between most of a gigabit link and a tenth of it.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let star = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    const refused = quality !== undefined && Number(quality.slice(2)) === 0;
    if (coding === 'gzip' || coding === 'x-gzip') return !refused;
    if (coding === '*') star = !refused;
  }
  return star;
}
