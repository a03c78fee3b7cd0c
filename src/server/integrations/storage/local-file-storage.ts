import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { contentTypeOf, type FileStorage, STORAGE_KEY } from './file-storage';

/** Files under UPLOAD_DIR. Writes go to a temporary name first so a reader never sees half a file. */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);

  function pathOf(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    const path = resolve(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`Storage key escapes the upload directory: ${key}`);
    return path;
  }

  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, data, { mode: 0o640 });
      await rename(temporary, path);
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        return { data: await readFile(pathOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      if (!STORAGE_KEY.test(key)) return false;
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
