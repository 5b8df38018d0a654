import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { FONTS } from './frames';

export const INSTALL_HINT = 'apt-get install -y ffmpeg espeak-ng fonts-dejavu-core';

const runFile = promisify(execFile);

/** Runs a tool; a failure carries the command and what the tool said. */
export async function run(tool: string, args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await runFile(tool, args, { maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const said = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : String(error);
    throw new Error(`${tool} ${args.slice(0, 6).join(' ')} … failed: ${said}`);
  }
}

const answers = (tool: string, args: string[]) => spawnSync(tool, args, { encoding: 'utf8' });

/** What is missing to make the videos; empty when all is there. */
export function missingTools(): string[] {
  const missing: string[] = [];
  for (const [tool, flag] of [
    ['ffmpeg', '-version'],
    ['ffprobe', '-version'],
    ['espeak-ng', '--version'],
  ] as const) {
    if (answers(tool, [flag]).status !== 0) missing.push(tool);
  }
  if (
    !missing.includes('ffmpeg') &&
    !answers('ffmpeg', ['-hide_banner', '-encoders']).stdout.includes('libx264')
  ) {
    missing.push('ffmpeg with libx264');
  }
  for (const font of Object.values(FONTS)) if (!existsSync(font)) missing.push(font);
  return missing;
}
