import type { TemplateListResponse, TemplateSummary } from '@quoin/protocol';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { withStoreApi } from './store-api.ts';

export const TEMPLATE_HELP = `Usage: quoin template save ESTIMATE_ID --name NAME
       quoin template list [--json]
       quoin template start TEMPLATE_ID [--title T] [--zip ZIP] [--json]

Estimate templates in the store ($QUOIN_HOME/db or DATABASE_URL). "save" keeps an estimate's groups, lines,
cost codes, settings, assumptions and exclusions under a name, without its client (header, questions);
"start" makes a new estimate from one (a ZIP re-prices it for that place) and prints its id.

Examples:
  quoin template save est-1f3… --name "Bathroom remodel 5x8"
  quoin template start tpl-9a2… --title "Jones bathroom" --zip 80202`;

const OPTIONS = {
  name: { type: 'string' },
  title: { type: 'string' },
  zip: { type: 'string' },
  json: { type: 'boolean' },
} as const;

const describe = (template: TemplateSummary) =>
  `${template.id}  ${template.name}  (${template.groupCount} groups, ${template.lineCount} lines)`;

/** `quoin template save|list|start`. */
export async function templateCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, TEMPLATE_HELP);
    return EXIT_CODES.ok;
  }
  const [action, id, ...extra] = positionals;
  if (extra.length > 0) throw usageError(`Unexpected arguments: ${extra.join(' ')}`);
  if (action === 'save' && (!id || !values.name))
    throw usageError('quoin template save needs ESTIMATE_ID and --name');
  if (action === 'start' && !id) throw usageError('quoin template start needs TEMPLATE_ID');
  if (action !== 'save' && action !== 'list' && action !== 'start')
    throw usageError('quoin template needs save, list or start (see quoin template --help)');
  return withStoreApi(context, async (call) => {
    if (action === 'save') {
      const { template } = (
        await call('POST', `/api/estimates/${encodeURIComponent(id!)}/template`, { name: values.name })
      ).json() as { template: TemplateSummary };
      print(
        context,
        values.json ? JSON.stringify(template, null, 2) : `Saved template ${describe(template)}`,
      );
    } else if (action === 'list') {
      const { templates } = (await call('GET', '/api/templates')).json() as TemplateListResponse;
      print(
        context,
        values.json
          ? JSON.stringify(templates, null, 2)
          : templates.length === 0
            ? 'No templates yet: quoin template save ESTIMATE_ID --name NAME'
            : templates.map(describe).join('\n'),
      );
    } else {
      const started = (
        await call('POST', `/api/templates/${encodeURIComponent(id!)}/estimates`, {
          ...(values.title ? { title: values.title } : {}),
          ...(values.zip ? { zip: values.zip } : {}),
        })
      ).json() as { estimate: { id: string; title: string }; totals: { grandTotalCents: number } };
      print(
        context,
        values.json
          ? JSON.stringify(started, null, 2)
          : `Started estimate ${started.estimate.id} "${started.estimate.title}" at $${(started.totals.grandTotalCents / 100).toFixed(2)}`,
      );
    }
    return EXIT_CODES.ok;
  });
}
