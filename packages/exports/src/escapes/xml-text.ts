// XML 1.0 allows tab, line feed and carriage return among the control characters, nothing else below U+0020,
// and not U+FFFE/U+FFFF; a workbook holding one is "repaired" (emptied) by Excel.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text safe inside an XLSX part: characters XML cannot hold are dropped. */
export function xmlText(text: string): string {
  return text.replace(XML_INVALID, '');
}
