import { appRouter } from '../../src/root';
import type { InputShape } from './generator';

interface Validator {
  '~standard': { validate(value: unknown): unknown };
}

export interface ProcedureTarget {
  name: string;
  type: 'query' | 'mutation';
  /** The input schema; null for a procedure that takes no input. */
  input: Validator | null;
  /** The object shapes the input takes (one per union member), for near-miss inputs. */
  shapes: InputShape[];
}

// Procedures are callable: functions count as records too.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

const isValidator = (value: unknown): value is Validator =>
  isRecord(value) && isRecord(value['~standard']) && typeof value['~standard'].validate === 'function';

/**
 * Every procedure of the app router, read from the router itself (the flat `path → procedure` map
 * tRPC keeps at runtime, whatever its types say), so a procedure added later is fuzzed unasked.
 */
export function procedureTargets(): ProcedureTarget[] {
  const procedures: Record<string, unknown> = appRouter._def.procedures;
  return Object.entries(procedures).flatMap(([name, procedure]) => {
    const def = isRecord(procedure) ? procedure._def : undefined;
    if (!isRecord(def) || (def.type !== 'query' && def.type !== 'mutation')) return [];
    const inputs = Array.isArray(def.inputs) ? def.inputs : [];
    const input = inputs.find(isValidator) ?? null;
    return [{ name, type: def.type, input, shapes: input === null ? [] : shapesOf(input) }];
  });
}

/** Whether the procedure would accept `jsonText` as its input (as the server would parse it). */
export async function accepts(target: ProcedureTarget, jsonText: string): Promise<boolean> {
  if (target.input === null) return true;
  let value: unknown;
  try {
    value = JSON.parse(jsonText);
  } catch {
    return false;
  }
  const result = await target.input['~standard'].validate(value);
  return !(isRecord(result) && Array.isArray(result.issues));
}

// zod 4 describes each schema in `_zod.def`; only the few kinds that carry object keys or literal
// values matter here, everything else is treated as "any value".
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function defOf(schema: unknown): Record<string, unknown> | null {
  if (!isRecord(schema) || !isRecord(schema._zod) || !isRecord(schema._zod.def)) return null;
  return schema._zod.def;
}

function unwrap(schema: unknown): Record<string, unknown> | null {
  let def = defOf(schema);
  for (let hops = 0; def !== null && hops < 20; hops += 1) {
    if (typeof def.type === 'string' && WRAPPERS.has(def.type)) def = defOf(def.innerType);
    else if (def.type === 'pipe') def = defOf(defOf(def.in)?.type === 'transform' ? def.out : def.in);
    else return def;
  }
  return def;
}

function literalsOf(schema: unknown): string[] {
  const def = unwrap(schema);
  const values =
    def?.type === 'literal' && Array.isArray(def.values)
      ? def.values
      : def?.type === 'enum' && isRecord(def.entries)
        ? Object.values(def.entries)
        : [];
  return values.filter((value): value is string => typeof value === 'string');
}

function shapesOf(schema: unknown): InputShape[] {
  const def = unwrap(schema);
  if (def?.type === 'object' && isRecord(def.shape)) {
    return [new Map(Object.entries(def.shape).map(([key, field]) => [key, literalsOf(field)]))];
  }
  if (def?.type === 'union' && Array.isArray(def.options)) return def.options.flatMap(shapesOf);
  return [];
}

export interface UpstreamUse {
  procedure: string;
  /** `METHOD /path` of its one upstream call. */
  call: string;
  /** The upstream path, query left out. */
  path: string;
}

export interface Discovered {
  /** Queries without input that make one GET and succeed on an empty list: faults go here. */
  lists: UpstreamUse[];
  /** The query that reads the signed-in user (POST /auth/authorize). */
  user: UpstreamUse;
  /** Queries answered by the BFF alone (no upstream call), such as its configuration. */
  local: string[];
}

/**
 * Which upstream call each input-less query makes, learnt by calling it against the fake (which
 * answers every path with `[]` meanwhile): the tests stay right when procedures are renamed.
 */
export async function discover(
  inject: (procedure: string) => Promise<number>,
  calls: string[],
): Promise<Discovered> {
  const lists: UpstreamUse[] = [];
  const local: string[] = [];
  let user: UpstreamUse | undefined;
  for (const target of procedureTargets()) {
    if (target.type !== 'query' || target.input !== null) continue;
    calls.length = 0;
    const status = await inject(target.name);
    const [call, ...more] = calls;
    if (call === undefined && status === 200) local.push(target.name);
    if (call === undefined || more.length > 0) continue;
    const use = { procedure: target.name, call, path: call.split(' ')[1]?.split('?')[0] ?? '' };
    // The first: the session query itself (auth.authorize). Later ones ask the same upstream call
    // for their own answer (notes.queueKey derives a key from the user it names).
    if (call.startsWith('POST ') && use.path.endsWith('/auth/authorize')) user ??= use;
    else if (call.startsWith('GET ') && status === 200) lists.push(use);
  }
  if (user === undefined || lists.length < 2) {
    throw new Error(`expected a user query and two list queries, found ${JSON.stringify({ user, lists })}`);
  }
  return { lists, user, local };
}
