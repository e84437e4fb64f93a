import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import type { CompanyProfile, CompanyProfilePatch, PaymentMilestone } from '@quoin/protocol';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { quoinHome } from '../quoin-home.ts';

export const COMPANY_HELP = `Usage: quoin company show [--json]
       quoin company set [--name NAME] [--license NO] [--address TEXT] [--phone P] [--email E] [--website W]
                         [--terms TEXT | --terms-file FILE] [--logo FILE.png|FILE.jpg|none] [--deposit PCT]
                         [--payment "LABEL:PCT" ...] [--show-markups | --hide-markups]

Your company profile, kept once in the store ($QUOIN_HOME/db or DATABASE_URL) and printed on every export:
the PDF proposal, Markdown and the XLSX Proposal sheet (quoin estimate, quoin export, the web's exports).
Fields not given keep their value. The deposit is due on acceptance; each --payment is a milestone, and the
deposit and milestones add up to 100 (no --payment: the balance is due on completion). The client proposal
folds overhead, profit and contingency into the prices shown; --show-markups prints them.

Examples:
  quoin company set --name "Oak & Sons Remodeling" --license "CSLB 1045521" --address "12 Elm St, San Diego, CA 92101"
  quoin company set --deposit 10 --payment "Rough-in complete:40" --payment "Final walkthrough:50" --logo logo.png`;

const OPTIONS = {
  name: { type: 'string' },
  license: { type: 'string' },
  licence: { type: 'string' },
  address: { type: 'string' },
  phone: { type: 'string' },
  email: { type: 'string' },
  website: { type: 'string' },
  terms: { type: 'string' },
  'terms-file': { type: 'string' },
  logo: { type: 'string' },
  deposit: { type: 'string' },
  payment: { type: 'string', multiple: true },
  'show-markups': { type: 'boolean' },
  'hide-markups': { type: 'boolean' },
  json: { type: 'boolean' },
} as const;

type Values = ReturnType<typeof parseCommandArgs<typeof OPTIONS>>['values'];

function readFileOrFail(context: CliContext, file: string, what: string): Buffer {
  try {
    return readFileSync(resolve(context.cwd, file));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw inputError(`Cannot read the ${what} ${file}: ${reason}`);
  }
}

function logoFrom(context: CliContext, file: string): CompanyProfilePatch['logo'] {
  if (file === 'none') return null;
  const extension = extname(file).toLowerCase();
  const mediaType =
    extension === '.png'
      ? 'image/png'
      : extension === '.jpg' || extension === '.jpeg'
        ? 'image/jpeg'
        : undefined;
  if (!mediaType) throw usageError(`--logo takes a .png or .jpg file, or none (got "${file}")`);
  return { mediaType, dataBase64: readFileOrFail(context, file, 'logo').toString('base64') };
}

function percentFrom(option: string, text: string): number {
  const value = Number(text.trim().replace(/%$/, ''));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100)
    throw usageError(`${option} takes a percentage from 0 to 100 (got "${text}")`);
  return value;
}

function milestoneFrom(text: string): PaymentMilestone {
  const at = text.lastIndexOf(':');
  const label = at > 0 ? text.slice(0, at).trim() : '';
  if (!label)
    throw usageError(`--payment takes "LABEL:PERCENT", like "Rough-in complete:40" (got "${text}")`);
  return { label, percent: percentFrom('--payment', text.slice(at + 1)) };
}

/** The command line's fields as a patch: given fields only. */
function patchFromOptions(context: CliContext, values: Values): CompanyProfilePatch {
  if (values['show-markups'] && values['hide-markups'])
    throw usageError('Give --show-markups or --hide-markups');
  if (values.terms !== undefined && values['terms-file'] !== undefined)
    throw usageError('Give --terms or --terms-file, not both');
  const license = values.license ?? values.licence;
  const terms =
    values['terms-file'] !== undefined
      ? readFileOrFail(context, values['terms-file'], 'terms').toString('utf8')
      : values.terms;
  const patch: CompanyProfilePatch = {
    ...(values.name !== undefined ? { name: values.name } : {}),
    ...(license !== undefined ? { licenseNumber: license } : {}),
    ...(values.address !== undefined ? { address: values.address } : {}),
    ...(values.phone !== undefined ? { phone: values.phone } : {}),
    ...(values.email !== undefined ? { email: values.email } : {}),
    ...(values.website !== undefined ? { website: values.website } : {}),
    ...(terms !== undefined ? { terms } : {}),
    ...(values.logo !== undefined ? { logo: logoFrom(context, values.logo) } : {}),
    ...(values.deposit !== undefined ? { depositPercent: percentFrom('--deposit', values.deposit) } : {}),
    ...(values.payment !== undefined ? { paymentSchedule: values.payment.map(milestoneFrom) } : {}),
    ...(values['show-markups'] ? { proposalShowsMarkups: true } : {}),
    ...(values['hide-markups'] ? { proposalShowsMarkups: false } : {}),
  };
  return patch;
}

/** The profile as a person reads it. */
function describeCompany(profile: CompanyProfile | undefined): string {
  if (!profile) return 'No company profile yet: quoin company set --name "Your Company" …';
  const lines = [profile.name];
  if (profile.licenseNumber) lines.push(`License: ${profile.licenseNumber}`);
  if (profile.address) lines.push(`Address: ${profile.address.replace(/\r?\n/g, ', ')}`);
  for (const field of ['phone', 'email', 'website'] as const)
    if (profile[field]) lines.push(`${field[0]!.toUpperCase()}${field.slice(1)}: ${profile[field]}`);
  lines.push(`Deposit: ${profile.depositPercent}% on acceptance`);
  lines.push(
    profile.paymentSchedule.length > 0
      ? `Payments: ${profile.paymentSchedule.map((step) => `${step.label} ${step.percent}%`).join(', ')}`
      : 'Payments: the balance on completion',
  );
  lines.push(
    `Logo: ${profile.logo ? `${profile.logo.mediaType}, ${Math.round((profile.logo.dataBase64.length * 3) / 4 / 1024)} KiB` : 'none'}`,
  );
  lines.push(`Terms: ${profile.terms ? `${profile.terms.length} characters` : 'none'}`);
  lines.push(
    `Client proposal: ${profile.proposalShowsMarkups ? 'shows overhead, profit and contingency' : 'markups folded into the prices'}`,
  );
  return lines.join('\n');
}

/** `quoin company show|set`. */
export async function companyCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, COMPANY_HELP);
    return EXIT_CODES.ok;
  }
  const [action, ...extra] = positionals;
  if ((action !== 'show' && action !== 'set') || extra.length > 0)
    throw usageError('quoin company needs show or set (see quoin company --help)');
  const patch = action === 'set' ? patchFromOptions(context, values) : undefined;
  if (patch && Object.keys(patch).length === 0)
    throw usageError('quoin company set needs a field, like --name');
  const [{ openStore, storeOptionsFromEnv }, { applyCompanyPatch }] = await Promise.all([
    import('@quoin/store'),
    import('@quoin/protocol'),
  ]);
  const store = await openStore(storeOptionsFromEnv({ ...context.env, QUOIN_HOME: quoinHome(context) }));
  try {
    let profile = await store.company.get();
    if (patch) {
      if (!profile && patch.name === undefined) throw usageError('The first quoin company set needs --name');
      const next = safely(() => applyCompanyPatch(profile, patch));
      profile = await store.company.set(next);
    }
    print(context, values.json ? JSON.stringify(profile ?? null, null, 2) : describeCompany(profile));
    return EXIT_CODES.ok;
  } finally {
    await store.close();
  }
}

/** A profile the schema refuses is the user's input to fix (exit 3), with the schema's own words. */
function safely<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
    if (!issues) throw error;
    throw inputError(
      issues.map((issue) => `${issue.path.join('.') || 'profile'}: ${issue.message}`).join('; '),
    );
  }
}
