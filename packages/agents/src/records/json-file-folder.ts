import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * One JSON file per id in a folder (`$QUOIN_HOME/runs`, …). Written to a temporary name and renamed, so a crash
 * never leaves half a file; an id is checked before it names a file, so it cannot leave the folder.
 */
export class JsonFileFolder<T> {
  constructor(
    readonly folder: string,
    /** Checks a file's JSON; its error says what is wrong. */
    private readonly parse: (json: unknown) => T,
  ) {}

  private pathOf(id: string): string {
    if (!ID_PATTERN.test(id)) throw new Error(`"${id}" is not a run id (letters, digits, - and _ only)`);
    return join(this.folder, `${id}.json`);
  }

  write(id: string, value: T): void {
    mkdirSync(this.folder, { recursive: true });
    const path = this.pathOf(id);
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
    renameSync(temporary, path);
  }

  /** The file's value, or undefined when there is none. */
  read(id: string): T | undefined {
    let text: string;
    try {
      text = readFileSync(this.pathOf(id), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return this.parse(JSON.parse(text));
  }

  /** The ids of the files in the folder, sorted; none when the folder does not exist yet. */
  ids(): string[] {
    try {
      return readdirSync(this.folder)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((id) => ID_PATTERN.test(id))
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  remove(id: string): void {
    rmSync(this.pathOf(id), { force: true });
  }
}
