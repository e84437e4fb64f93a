import { describe, expect, it } from 'vitest';
import { calculateCriticalPath } from './critical-path.ts';
import { importXer, parseXerTables } from './xer.ts';

// A minimal XER in P6's layout (ERMHDR, %T/%F/%R tables, %E), written for this test.
const xer = [
  'ERMHDR\t8.2\t2025-01-06\tProject\tadmin\tadmin\tdbxDatabaseNoName\tProject Management\tUSD',
  '%T\tPROJECT',
  '%F\tproj_id\tproj_short_name\tplan_start_date',
  '%R\t100\tBATH-01\t2025-03-03 08:00',
  '%T\tCALENDAR',
  '%F\tclndr_id\tclndr_name\tday_hr_cnt',
  '%R\t1\tStandard 5x8\t8',
  '%R\t2\tTen hour days\t10',
  '%T\tSCHEDOPTIONS',
  '%F\tproj_id\tsched_float_type\tsched_calendar_on_relationship_lag',
  '%R\t100\tFT_FF\trcal_Predecessor',
  '%T\tTASK',
  '%F\ttask_id\tproj_id\tclndr_id\ttask_code\ttask_name\ttarget_drtn_hr_cnt\ttask_type',
  '%R\t1\t100\t1\tA1000\tDemolition\t24\tTT_Task',
  '%R\t2\t100\t2\tA1010\tRough-in\t40\tTT_Task',
  '%R\t3\t100\t1\tA1020\tDrywall\t32\tTT_Task',
  '%R\t4\t100\t1\tM1000\tComplete\t0\tTT_FinMile',
  '%T\tTASKPRED',
  '%F\ttask_pred_id\ttask_id\tpred_task_id\tpred_type\tlag_hr_cnt',
  '%R\t10\t2\t1\tPR_SS\t10',
  '%R\t11\t3\t2\tPR_FS\t0',
  '%R\t12\t4\t3\tPR_FF\t8',
  '%R\t13\t4\t99\tPR_FS\t0',
  '%E',
].join('\r\n');

describe('importXer', () => {
  it('reads tables, codes, hours as days on each calendar, and the four P6 link types', () => {
    expect(parseXerTables(xer).TASK).toHaveLength(4);
    const imported = importXer(xer);
    expect(imported.projectName).toBe('BATH-01');
    expect(imported.startDate).toBe('2025-03-03');
    expect(imported.activities).toEqual([
      { id: 'A1000', name: 'Demolition', durationDays: 3, predecessors: [] },
      {
        id: 'A1010',
        name: 'Rough-in',
        durationDays: 4,
        predecessors: [{ id: 'A1000', type: 'SS', lagDays: 1 }],
      },
      {
        id: 'A1020',
        name: 'Drywall',
        durationDays: 4,
        predecessors: [{ id: 'A1010', type: 'FS', lagDays: 0 }],
      },
      {
        id: 'M1000',
        name: 'Complete',
        durationDays: 0,
        predecessors: [{ id: 'A1020', type: 'FF', lagDays: 1 }],
      },
    ]);
    expect(imported.warnings.join(' ')).toMatch(/outside this project.*rcal_Predecessor/);
    expect(calculateCriticalPath({ activities: imported.activities }).projectDurationDays).toBe(10);
  });

  it('refuses text that is not XER', () => {
    expect(() => importXer('hello')).toThrowError(expect.objectContaining({ code: 'INVALID_XER' }));
  });
});
