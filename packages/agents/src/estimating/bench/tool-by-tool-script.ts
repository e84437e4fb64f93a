import type { Estimate } from '@quoin/core';
import type { ScriptedReply } from '../scripted-models/scripted-model.ts';

/**
 * The calls a spec-faithful scope agent makes to build `target` one tool call per model call (§4.2 workflow):
 * read the estimate and the regional rates, then per group add_group; per line get_assembly_template,
 * lookup_labor_rate, validate_before_creation, add_line_item, get_material_requirements; per material
 * search_price, calculate_material_quantity, add_material; then a final summary and a closing answer. The
 * arguments are taken from the engine's build of the same job, so every call is valid and the prompts are real.
 */
export function toolByToolScript(target: Estimate, zip?: string): ScriptedReply[] {
  const call = (toolName: string, input: unknown): ScriptedReply => ({ toolCalls: [{ toolName, input }] });
  const where = zip ? { zip } : {};
  const steps: ScriptedReply[] = [
    call('get_estimate_summary', {}),
    call('get_reference_data', { category: 'labor_rates', ...where }),
  ];
  let lineNumber = 0;
  for (const group of target.groups) {
    steps.push(call('add_group', { name: group.name }));
    for (const item of group.items) {
      lineNumber++;
      const lineItemId = `li-${lineNumber}`;
      const isAssembly = item.type === 'assembly';
      if (isAssembly) {
        steps.push(
          call('get_assembly_template', {
            workDescription: item.title,
            quantity: Math.max(item.quantity, 1),
            uom: item.uom,
            ...where,
          }),
        );
        steps.push(
          call('lookup_labor_rate', {
            trade: item.tradeId ?? 'general_remodel',
            uom: item.uom,
            workDescription: item.title,
            quantity: Math.max(item.quantity, 1),
            ...where,
          }),
        );
        steps.push(
          call('validate_before_creation', {
            title: item.title,
            lineItemType: item.type,
            uom: item.uom,
            rateCents: item.rateCents,
            quantity: item.quantity,
            groupName: group.name,
          }),
        );
      }
      steps.push(
        call('add_line_item', {
          groupName: group.name,
          title: item.title,
          lineItemType: item.type,
          quantity: item.quantity,
          uom: item.uom,
          rateCents: item.rateCents,
        }),
      );
      if (isAssembly && !item.laborOnly)
        steps.push(
          call('get_material_requirements', {
            lineItemTitle: item.title,
            groupName: group.name,
            workQuantity: Math.max(item.quantity, 1),
            workUom: item.uom,
            ...where,
          }),
        );
      for (const material of item.materials) {
        const query = material.provenance.searchQuery ?? material.name;
        const required = material.provenance.packageMath?.required;
        steps.push(
          call('search_price', {
            query,
            limit: 10,
            ...where,
            ...(required ? { requiredQty: Math.max(required.value, 0.01), requiredUnit: required.uom } : {}),
          }),
        );
        if (required)
          steps.push(
            call('calculate_material_quantity', {
              productName: material.name,
              workQuantity: required.value,
              workUom: required.uom,
            }),
          );
        steps.push(
          call('add_material', {
            lineItemId,
            name: material.name,
            priceCents: material.priceCents,
            packages: material.packages,
            packageUnit: material.packageUnit,
          }),
        );
      }
    }
  }
  steps.push(call('get_estimate_summary', {}), { text: 'The estimate is complete.' });
  return steps;
}
