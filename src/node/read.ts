/** A TextReader for Node: `file:` URLs from disk, `http(s):` through fetch. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { fetchReader, type TextReader } from '../core/load.js';

export const nodeReader: TextReader = async (url, signal) => {
  if (url.startsWith('file:')) {
    try {
      return await readFile(fileURLToPath(url), { encoding: 'utf8', signal });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      const file = fileURLToPath(url);
      if (code === 'ENOENT') throw new Error(`no such file: ${file}`);
      if (code === 'EISDIR') throw new Error(`${file} is a folder, not a file`);
      throw new Error(`cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return fetchReader()(url, signal);
};
