import { describe, expect, it } from 'vitest';
import type { ToolInfo } from '../wire-types.ts';
import { toolsPlaced } from './tool-catalog-page.tsx';

const tool = (name: string, uiPlacement: string, priority: number) =>
  ({ name, uiPlacement, priority }) as ToolInfo;

describe('toolsPlaced', () => {
  it('keeps one placement, highest priority first, names breaking ties; service tools never show', () => {
    const tools = [
      tool('generate_letter', 'dashboard', 8),
      tool('analyze_tender', 'dashboard', 9),
      tool('auto_budget', 'dashboard', 8),
      tool('search_price', 'tools', 9),
      tool('add_material', 'service', 10),
    ];
    expect(toolsPlaced(tools, 'dashboard').map((t) => t.name)).toEqual([
      'analyze_tender',
      'auto_budget',
      'generate_letter',
    ]);
    expect(toolsPlaced(tools, 'tools').map((t) => t.name)).toEqual(['search_price']);
  });
});
