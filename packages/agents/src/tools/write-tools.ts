/**
 * Tools that change an estimate or act for the user. An agent with read access may not call them, whatever
 * its tool list says (the permission scope of the agent-module spec).
 */
export const WRITE_TOOLS: ReadonlySet<string> = new Set([
  'annotate_estimate',
  'add_plan_items',
  'remove_line_item',
  'replace_material',
  'remove_material',
  'flag_material',
  'apply_qa_pass',
  'generate_plan',
  'record_scope_notes',
  'structure_bid',
  'choose_products',
]);
