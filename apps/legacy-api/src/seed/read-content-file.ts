import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

/**
 * Reads one content file (JSON, or YAML by its extension) and checks it, failing with the file's
 * path and the first field at fault: `…/instruction-words.yaml: steps.2.narration: must not be blank`.
 */
export function readContentFile<T extends z.ZodType>(dir: string, file: string, schema: T): z.output<T> {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  let data: unknown;
  try {
    data = file.endsWith('.yaml') ? parseYaml(text, { prettyErrors: true }) : JSON.parse(text);
  } catch (error) {
    throw new Error(`${full}: ${error instanceof Error ? error.message.split('\n')[0] : 'cannot be read'}`);
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`${full}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
}
