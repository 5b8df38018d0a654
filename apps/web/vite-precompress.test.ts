import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './vite-precompress';

interface Hooks {
  configResolved: (config: { root: string; build: { outDir: string } }) => void;
  closeBundle: () => Promise<void>;
}

let root = '';
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the build’s compressed copies', () => {
  it('are written beside the files of the folder this build wrote, when they save bytes', async () => {
    root = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(root, 'elsewhere', 'assets'), { recursive: true });
    await mkdir(join(root, 'dist', 'assets'), { recursive: true });
    const chunk = 'export const greeting = () => "Hello, learner";\n';
    // A small chunk (well under 1 KB) still halves when compressed; one byte never gains.
    await writeFile(join(root, 'elsewhere', 'assets', 'page.js'), chunk.repeat(8));
    await writeFile(join(root, 'elsewhere', 'assets', 'one.js'), 'x');
    await writeFile(join(root, 'elsewhere', 'logo.png'), chunk.repeat(8));
    await writeFile(join(root, 'dist', 'assets', 'other.js'), chunk.repeat(8));

    const hooks = precompress() as unknown as Hooks;
    hooks.configResolved({ root, build: { outDir: 'elsewhere' } });
    await hooks.closeBundle();

    const at = (...parts: string[]) => existsSync(join(root, ...parts));
    expect(at('elsewhere', 'assets', 'page.js.br')).toBe(true);
    expect(at('elsewhere', 'assets', 'page.js.gz')).toBe(true);
    expect(at('elsewhere', 'assets', 'one.js.br')).toBe(false);
    expect(at('elsewhere', 'assets', 'one.js.gz')).toBe(false);
    expect(at('elsewhere', 'logo.png.br')).toBe(false);
    // Another build's folder is left as it is.
    expect(at('dist', 'assets', 'other.js.br')).toBe(false);
  });
});
