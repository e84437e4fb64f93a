/** `quoin intake --help`. */
export const INTAKE_HELP = `Usage: quoin intake [--mode quick|full|open] [--plan] [--image FILE[=NOTE]]…
       quoin intake eval [--mode MODE] [--format table|json]

Interviews you about a job and writes a project brief: rooms and sizes, work per area, existing conditions,
finish level, style, materials and lighting, things to keep, budget, timeline and site constraints, each marked
as said or inferred. The last question is a summary to confirm ("yes") or correct in your own words.
On a terminal it asks and you answer; otherwise it reads one answer per stdin line, finishes with what it has
when input ends, and prints the brief as JSON on stdout (questions go to stderr):
  printf 'new cabinets in our 12x14 kitchen\\nmid-range\\n$30k by March\\nyes\\n' | quoin intake

With QUOIN_MODEL set, each turn is one model call (update_brief + respond_to_user), retried once and answered
offline when the model skips a tool; without it, the offline interviewer reads answers with the scope reader.

Modes: quick (about 3 questions), full (about 10), open (follows you, at most 15).

Options:
  --mode M       quick (default), full or open
  --plan         also turn the brief into a plan (scope reader + templates): prints { brief, plan, understood }
  --image F[=N]  a photo of the job (png, jpeg, webp; repeatable) with a note, kept in the brief's photos
  -h, --help     show this help

quoin intake eval plays the golden conversations (8 per mode) and scores them with deterministic checks;
with QUOIN_MODEL set it also grades each brief with the rubric in a second model call.`;
