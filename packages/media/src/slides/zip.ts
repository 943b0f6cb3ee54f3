// Office decks (PPTX, ODP) are zip files; this reads the entries the import needs and nothing else.
import { strFromU8, unzip, type Unzipped } from 'fflate';
import { SlideImportError } from './errors';

/** The entries of `bytes` that `wanted` accepts, decompressed; a damaged archive is a corrupt deck. */
export function readZipEntries(bytes: Uint8Array, wanted: (name: string) => boolean): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    unzip(bytes, { filter: (file) => wanted(file.name) }, (error, files: Unzipped) => {
      if (error) {
        reject(
          new SlideImportError('corrupt', `The deck is not a readable zip archive: ${error.message}`, { cause: error }),
        );
        return;
      }
      resolve(new Map(Object.entries(files).map(([name, data]) => [name, strFromU8(data)])));
    });
  });
}

export function isZip(head: Uint8Array): boolean {
  return (
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    (head[2] === 0x03 || head[2] === 0x05) &&
    (head[3] === 0x04 || head[3] === 0x06)
  );
}
