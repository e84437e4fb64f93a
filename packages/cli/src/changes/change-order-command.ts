import type { ChangeOrderListResponse, ChangeOrderResponse, ChangeOrderView } from '@quoin/protocol';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { writeOutputFile } from '../output-file.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { withStoreApi } from './store-api.ts';

export const CHANGE_ORDER_HELP = `Usage: quoin change-order send ESTIMATE_ID
       quoin change-order list ESTIMATE_ID [--json]
       quoin change-order open ESTIMATE_ID [--title T] [--reason R]
       quoin change-order show ESTIMATE_ID N [--format md|pdf --out FILE] [--json]
       quoin change-order set ESTIMATE_ID N [--title T] [--reason R] [--days D]
       quoin change-order approve|reject ESTIMATE_ID N

Change orders of an estimate kept in the store ($QUOIN_HOME/db or DATABASE_URL; the estimates quoin serve
edits). "send" marks a validated estimate as sent to the client; from then on every edit joins the open
change order (CO-1, CO-2… opened by the first edit, or by "open"), which has its own lines, totals, schedule
impact and document. "approve" adds its difference to the contract total; "reject" puts the estimate back
as sent.

Examples:
  quoin change-order send est-1f3…
  quoin change-order show est-1f3… 1 --format pdf --out CO-1.pdf
  quoin change-order approve est-1f3… 1`;

const OPTIONS = {
  title: { type: 'string' },
  reason: { type: 'string' },
  days: { type: 'string' },
  format: { type: 'string' },
  out: { type: 'string' },
  json: { type: 'boolean' },
} as const;

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const signed = (cents: number) => (cents > 0 ? `+${money(cents)}` : money(cents));

/** One change order as a person reads it. */
function describeChangeOrder(order: ChangeOrderView): string {
  const days = order.scheduleImpactDays ?? order.suggestedScheduleDays;
  const lines = [
    `${order.label} ${order.title} [${order.status}] ${signed(order.delta.grandTotalCents)} · schedule ${days >= 0 ? '+' : ''}${days} d`,
  ];
  for (const change of order.changes) {
    lines.push(
      `  ${change.costCode}  ${change.kind.padEnd(7)} ${change.title}  ${signed(change.deltaCents)}`,
    );
  }
  return lines.join('\n');
}

function contractLine(body: { sentTotalCents: number; contractTotalCents: number }): string {
  return `Sent at ${money(body.sentTotalCents)} · contract total ${money(body.contractTotalCents)}`;
}

function orderNumber(text: string | undefined): number {
  const number = Number(text?.replace(/^CO-/i, ''));
  if (!Number.isInteger(number) || number < 1)
    throw usageError(`Give the change order's number, like 1 or CO-1 (got "${text ?? ''}")`);
  return number;
}

/** `quoin change-order send|list|open|show|set|approve|reject`. */
export async function changeOrderCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, CHANGE_ORDER_HELP);
    return EXIT_CODES.ok;
  }
  const [action, estimateId, numberText] = positionals;
  if (!action || !estimateId)
    throw usageError('quoin change-order needs an action and an estimate id (see --help)');
  const base = `/api/estimates/${encodeURIComponent(estimateId)}`;
  const format = values.format ?? 'md';
  if (format !== 'md' && format !== 'pdf') throw usageError(`--format takes md or pdf (got "${format}")`);
  if (format === 'pdf' && !values.out) throw usageError('--format pdf needs --out FILE');
  return withStoreApi(context, async (call) => {
    const showOrder = (body: ChangeOrderResponse) =>
      print(
        context,
        values.json
          ? JSON.stringify(body, null, 2)
          : `${describeChangeOrder(body.changeOrder)}\n${contractLine(body)}`,
      );
    switch (action) {
      case 'send': {
        const current = (await call('GET', base)).json() as { estimate: { version: number } };
        await call('POST', `${base}/mark-sent`, { version: current.estimate.version });
        print(context, `Estimate ${estimateId} is sent: later edits open a change order.`);
        break;
      }
      case 'list': {
        const body = (await call('GET', `${base}/change-orders`)).json() as ChangeOrderListResponse;
        if (values.json) print(context, JSON.stringify(body, null, 2));
        else print(context, [...body.changeOrders.map(describeChangeOrder), contractLine(body)].join('\n'));
        break;
      }
      case 'open':
        showOrder(
          (
            await call('POST', `${base}/change-orders`, {
              ...(values.title ? { title: values.title } : {}),
              ...(values.reason ? { reason: values.reason } : {}),
            })
          ).json() as ChangeOrderResponse,
        );
        break;
      case 'set': {
        const days = values.days === undefined ? undefined : Number(values.days);
        if (days !== undefined && !Number.isInteger(days))
          throw usageError(`--days takes whole days (got "${values.days}")`);
        showOrder(
          (
            await call('PATCH', `${base}/change-orders/${orderNumber(numberText)}`, {
              ...(values.title ? { title: values.title } : {}),
              ...(values.reason !== undefined ? { reason: values.reason } : {}),
              ...(days !== undefined ? { scheduleImpactDays: days } : {}),
            })
          ).json() as ChangeOrderResponse,
        );
        break;
      }
      case 'show': {
        const number = orderNumber(numberText);
        if (values.out || values.format) {
          const document = await call('GET', `${base}/change-orders/${number}/document?format=${format}`);
          if (values.out) {
            writeOutputFile(context, values.out, format === 'pdf' ? document.rawPayload : document.body);
            print(context, `Wrote CO-${number} to ${values.out}`);
          } else print(context, document.body);
          break;
        }
        const list = (await call('GET', `${base}/change-orders`)).json() as ChangeOrderListResponse;
        const order = list.changeOrders.find((candidate) => candidate.number === number);
        if (!order) throw usageError(`Estimate ${estimateId} has no change order CO-${number}`);
        showOrder({
          changeOrder: order,
          sentTotalCents: list.sentTotalCents,
          contractTotalCents: list.contractTotalCents,
        });
        break;
      }
      case 'approve':
      case 'reject': {
        const number = orderNumber(numberText);
        const current = (await call('GET', base)).json() as { estimate: { version: number } };
        showOrder(
          (
            await call('POST', `${base}/change-orders/${number}/decision`, {
              version: current.estimate.version,
              decision: action,
            })
          ).json() as ChangeOrderResponse,
        );
        break;
      }
      default:
        throw usageError(`Unknown change-order action "${action}" (see quoin change-order --help)`);
    }
    return EXIT_CODES.ok;
  });
}
