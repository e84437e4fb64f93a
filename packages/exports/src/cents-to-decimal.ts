/** Integer cents as a plain decimal dollar string for machines: `centsToDecimal(-123456) === "-1234.56"`. */
export function centsToDecimal(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const absolute = Math.abs(amountCents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
