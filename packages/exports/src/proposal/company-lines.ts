import type { CompanyProfile } from '@quoin/protocol';

/** The lines under the company's name on a proposal: address, license, phone, email, website. */
export function companyLines(company: CompanyProfile): string[] {
  const lines = (company.address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (company.licenseNumber) lines.push(`License ${company.licenseNumber}`);
  const contact = [company.phone, company.email, company.website].filter((part) => part);
  if (contact.length > 0) lines.push(contact.join(' · '));
  return lines;
}

/** The terms as paragraphs (blank lines and line breaks both separate them). */
export function termsParagraphs(company: CompanyProfile | undefined): string[] {
  return (company?.terms ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
