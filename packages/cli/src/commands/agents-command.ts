import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AgentRunLog, StoredAgent } from '@quoin/protocol';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { withStudio } from '../studio/open-studio.ts';

export const AGENTS_HELP = `Usage: quoin agents list [--format json]
       quoin agents show NAME [--version N] [--format json]
       quoin agents export NAME [--version N]          the config as JSON (edit it, then create it again)
       quoin agents create FILE.json                   a new agent, or a new draft version of an existing one
       quoin agents validate FILE.json                 problems naming step and field; exit 3 when any
       quoin agents publish NAME [--version N]         make a version (default the newest) the one that runs
       quoin agents rollback NAME --to N               publish version N's config again, as a new version
       quoin agents versions NAME                      every version: published, draft or archived
       quoin agents diff NAME --from N --to M          what changed between two versions
       quoin agents run NAME [--estimate ID] [--input JSON] [--approve-cost] [--format json]

Agents are configs kept in the store ($QUOIN_HOME/db, or DATABASE_URL) with versions: editing saves a draft,
and runs use the published version until you publish again. The built-in estimating agents are there from
the start. A run uses QUOIN_MODEL, or the offline studio model when it is not set; every run is kept in the
execution log ("quoin runs log"). "quoin schema agent" prints the config's JSON Schema.`;

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  version: { type: 'string' },
  to: { type: 'string' },
  from: { type: 'string' },
  estimate: { type: 'string' },
  input: { type: 'string' },
  'approve-cost': { type: 'boolean' },
} as const;

function versionOption(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw usageError(`--${name} must be a version number like 2 (got "${text}")`);
  return value;
}

function readConfigFile(context: CliContext, file: string | undefined): unknown {
  if (!file) throw usageError('Name the config file: quoin agents create FILE.json');
  const path = resolve(context.cwd, file);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw inputError(`Cannot read ${file} as JSON: ${(error as Error).message}`);
  }
}

function agentLine(agent: StoredAgent & { metrics?: { runs: number; successRate: number } }): string {
  const published = agent.publishedVersion === undefined ? 'unpublished' : `v${agent.publishedVersion}`;
  const draft = agent.hasDraft ? ` (draft v${agent.latestVersion})` : '';
  const runs = agent.metrics
    ? `${agent.metrics.runs} runs, ${Math.round(agent.metrics.successRate * 100)}% ok`
    : 'no runs';
  return `${agent.name.padEnd(16)} ${agent.category.padEnd(9)} ${`${published}${draft}`.padEnd(22)} ${runs.padEnd(18)} ${agent.builtIn ? 'built-in' : ''}`.trimEnd();
}

function runSummary(run: AgentRunLog): string {
  const lines = [
    `Run ${run.id}: ${run.agentName} v${run.agentVersion} — ${run.status}${run.errorCategory ? ` (${run.errorCategory})` : ''}`,
    ...(run.errorMessage ? [`  ${run.errorMessage}`] : []),
    ...run.steps.map(
      (step) =>
        `  ${step.stepId.padEnd(14)} ${step.kind.padEnd(9)} ${step.status}${step.error ? `: ${step.error}` : ''}`,
    ),
    `Tokens ${run.inputTokens} in / ${run.outputTokens} out, $${(run.costMicroUsd / 1e6).toFixed(4)}, ${run.latencyMs} ms`,
  ];
  if (run.output) lines.push('', run.output);
  return lines.join('\n');
}

/** `quoin agents …`: the agent studio from the command line. */
export async function agentsCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, AGENTS_HELP);
    return EXIT_CODES.ok;
  }
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json')
    throw usageError(`--format must be table or json (got "${format}")`);
  const json = (value: unknown) => print(context, JSON.stringify(value, null, 2));
  const [action, name] = positionals;
  const needName = () => {
    if (!name) throw usageError(`quoin agents ${action} needs an agent name (see quoin agents list)`);
    return name;
  };
  return withStudio(context, async (studio) => {
    const actor = { actor: context.env.USER?.trim() || 'cli' };
    switch (action) {
      case 'list': {
        const agents = await studio.list();
        if (format === 'json') json(agents);
        else print(context, agents.map(agentLine).join('\n'));
        return EXIT_CODES.ok;
      }
      case 'show': {
        const shown = await studio.show(needName(), versionOption('version', values.version));
        if (format === 'json') json(shown);
        else {
          const { agent, version } = shown;
          print(
            context,
            [
              `${agent.name} (${agent.category}) — ${agent.description}`,
              `Version ${version.version}, ${version.state}; published v${agent.publishedVersion ?? '-'}, newest v${agent.latestVersion}`,
              `Model ${version.config.model}, temperature ${version.config.temperature}; access ${version.config.permissions.access}, tools ${version.config.permissions.tools.join(', ') || 'none'}`,
              'Flow:',
              ...version.config.flow.map((step) => `  ${step.id} (${step.kind})`),
            ].join('\n'),
          );
        }
        return EXIT_CODES.ok;
      }
      case 'export': {
        json((await studio.show(needName(), versionOption('version', values.version))).version.config);
        return EXIT_CODES.ok;
      }
      case 'validate': {
        const checked = await studio.validate(readConfigFile(context, name));
        if (format === 'json') json({ ok: checked.ok, problems: checked.problems });
        else if (checked.ok) print(context, 'The config is valid.');
        else
          print(
            context,
            checked.problems
              .map((p) => `${p.stepId ?? '(config)'}.${p.field}: ${p.code} — ${p.message}`)
              .join('\n'),
          );
        return checked.ok ? EXIT_CODES.ok : EXIT_CODES.input;
      }
      case 'create': {
        const config = readConfigFile(context, name);
        const checked = await studio.validate(config);
        if (!checked.ok || !checked.config) {
          const first = checked.problems[0];
          throw inputError(
            `${name} is not a valid agent: ${first?.stepId ?? ''}.${first?.field}: ${first?.message} (run quoin agents validate ${name})`,
          );
        }
        const existing = await studio.store.agents.get(checked.config.name);
        if (existing) {
          const saved = await studio.store.agents.save(checked.config.name, config, actor, `from ${name}`);
          print(
            context,
            `Saved ${checked.config.name} v${saved.version} as a draft; "quoin agents publish ${checked.config.name}" makes it run.`,
          );
        } else {
          await studio.store.agents.create(config, actor, { note: `from ${name}` });
          print(
            context,
            `Created ${checked.config.name} v1 (a draft); "quoin agents publish ${checked.config.name}" makes it run.`,
          );
        }
        return EXIT_CODES.ok;
      }
      case 'publish': {
        const agent = await studio.store.agents.publish(
          needName(),
          actor,
          versionOption('version', values.version),
        );
        print(context, `${agent.name} v${agent.publishedVersion} is published.`);
        return EXIT_CODES.ok;
      }
      case 'rollback': {
        const to = versionOption('to', values.to);
        if (to === undefined) throw usageError('quoin agents rollback NAME --to VERSION');
        const version = await studio.store.agents.rollback(needName(), to, actor);
        print(context, `${name} is back to v${to}'s config, published as v${version.version}.`);
        return EXIT_CODES.ok;
      }
      case 'versions': {
        const versions = await studio.store.agents.versions(needName());
        if (format === 'json') json(versions);
        else
          print(
            context,
            versions
              .map(
                (v) =>
                  `v${v.version}  ${v.state.padEnd(9)} ${v.createdAt.slice(0, 19)}  ${v.createdBy}  ${v.note}`,
              )
              .join('\n'),
          );
        return EXIT_CODES.ok;
      }
      case 'diff': {
        const from = versionOption('from', values.from);
        const to = versionOption('to', values.to);
        if (from === undefined || to === undefined)
          throw usageError('quoin agents diff NAME --from N --to M');
        const changes = await studio.store.agents.diff(needName(), from, to);
        if (format === 'json') json(changes);
        else
          print(
            context,
            changes.length === 0
              ? 'No changes.'
              : changes
                  .map((c) => `${c.path}: ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`)
                  .join('\n'),
          );
        return EXIT_CODES.ok;
      }
      case 'run': {
        let input: Record<string, unknown> = {};
        if (values.input !== undefined) {
          try {
            input = JSON.parse(values.input) as Record<string, unknown>;
          } catch {
            throw usageError(`--input must be a JSON object (got ${values.input})`);
          }
        }
        const run = await studio.run(needName(), {
          actor: actor.actor,
          input,
          ...(values.estimate ? { estimateId: values.estimate } : {}),
          ...(values['approve-cost'] ? { approveCost: true } : {}),
        });
        if (format === 'json') json(run);
        else print(context, runSummary(run));
        return run.status === 'failure' ? EXIT_CODES.input : EXIT_CODES.ok;
      }
      default:
        throw usageError(
          action
            ? `No "agents ${action}"; see quoin agents --help`
            : 'quoin agents needs an action: list, show, export, create, validate, publish, rollback, run',
        );
    }
  });
}
