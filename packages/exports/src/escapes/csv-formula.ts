/**
 * A text cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) gets a
 * leading apostrophe, the OWASP "CSV injection" defence: Excel and LibreOffice then show it as text. Plain
 * numbers such as "-12.50" are left alone, so amounts still read as numbers.
 */
export function neutralizeCsvFormula(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  if (/^[-+]?\d+(\.\d+)?$/.test(text)) return text;
  return `'${text}`;
}
