import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRunRecord, type RunRecord } from './run-record.ts';

/** Where runs are kept. */
export interface RunStore {
  save(record: RunRecord): void;
  get(id: string): RunRecord | undefined;
  /** Newest first. */
  list(): RunRecord[];
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Runs as one JSON file each in a folder (`$QUOIN_HOME/runs`). Written to a temporary name and renamed, so a
 * crash never leaves half a record; an id is checked before it names a file.
 */
export class FileRunStore implements RunStore {
  constructor(readonly folder: string) {}

  private pathOf(id: string): string {
    if (!ID_PATTERN.test(id)) throw new Error(`"${id}" is not a run id (letters, digits, - and _ only)`);
    return join(this.folder, `${id}.json`);
  }

  save(record: RunRecord): void {
    mkdirSync(this.folder, { recursive: true });
    const path = this.pathOf(record.id);
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
    renameSync(temporary, path);
  }

  get(id: string): RunRecord | undefined {
    let text: string;
    try {
      text = readFileSync(this.pathOf(id), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return parseRunRecord(JSON.parse(text));
  }

  list(): RunRecord[] {
    let names: string[];
    try {
      names = readdirSync(this.folder).filter((name) => name.endsWith('.json'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const records: RunRecord[] = [];
    for (const name of names) {
      try {
        records.push(parseRunRecord(JSON.parse(readFileSync(join(this.folder, name), 'utf8'))));
      } catch {
        // A foreign or damaged file in the folder is skipped in the list; `get` reports it by name.
      }
    }
    return records.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  }
}
