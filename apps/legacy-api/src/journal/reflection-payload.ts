import type { ReflectionRow } from './reflection-queries';

/** DAT-10 as the upstream answers it. */
export interface ReflectionPayload {
  id: number;
  date: string;
  title: string;
  observe_1: string;
  observe_2: string;
  reflect_1: string;
  reflect_2: string;
  act: string;
  tag: string | null;
}

export const reflectionPayload = (row: ReflectionRow): ReflectionPayload => ({
  id: row.id,
  date: row.createdAt.toISOString(),
  title: row.title,
  observe_1: row.observe1,
  observe_2: row.observe2,
  reflect_1: row.reflect1,
  reflect_2: row.reflect2,
  act: row.act,
  tag: row.tag,
});
