import { JsonFileFolder } from './json-file-folder.ts';
import { parseRunRecord, type RunRecord } from './run-record.ts';

/** Where runs are kept. */
export interface RunStore {
  save(record: RunRecord): void;
  get(id: string): RunRecord | undefined;
  /** Newest first. */
  list(): RunRecord[];
}

/** Runs as one JSON file each in a folder (`$QUOIN_HOME/runs`). */
export class FileRunStore implements RunStore {
  private readonly files: JsonFileFolder<RunRecord>;

  constructor(readonly folder: string) {
    this.files = new JsonFileFolder(folder, parseRunRecord);
  }

  save(record: RunRecord): void {
    this.files.write(record.id, record);
  }

  get(id: string): RunRecord | undefined {
    return this.files.read(id);
  }

  list(): RunRecord[] {
    const records: RunRecord[] = [];
    for (const id of this.files.ids()) {
      try {
        const record = this.files.read(id);
        if (record) records.push(record);
      } catch {
        // A foreign or damaged file in the folder is skipped in the list; `get` reports it by name.
      }
    }
    return records.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  }
}
