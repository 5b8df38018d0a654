import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@studyflow/legacy-api';

/**
 * legacy-api's own folder (where package.json, content/, media/ and drizzle/ are), found by walking
 * up from this module: the same answer from the source (src/…, under tsx) and from the production
 * bundle (dist/…), whose modules sit at another depth.
 */
function findPackageRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === PACKAGE_NAME)
      return folder;
    if (path.dirname(folder) === folder)
      throw new Error(`${PACKAGE_NAME}: no package.json of its own above ${from}`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside legacy-api's folder. */
export const packagePath = (...segments: string[]): string => path.join(PACKAGE_ROOT, ...segments);
