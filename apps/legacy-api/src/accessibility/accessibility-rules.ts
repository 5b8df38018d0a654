import type { FieldErrors } from '../http/errors';
import { integerProblem } from '../http/field-checks';
import { ErrorCollector, FIELD_ERRORS } from '../http/field-errors';
import type { SettingChanges } from './accessibility-queries';
import { FONT_FAMILIES } from './schema';

const COLOUR = /^#[0-9A-Fa-f]{6}$/;

/**
 * The permitted fields that were sent (others are ignored, as Rails strong parameters do). Null
 * clears a field; the web drops nulls, so in practice it sends only what changed.
 */
export function checkSettingChanges(
  raw: Record<string, unknown>,
): { ok: true; changes: SettingChanges } | { ok: false; errors: FieldErrors } {
  const errors = new ErrorCollector();
  const changes: SettingChanges = {};
  const colour = (field: 'background_color' | 'font_color', key: 'backgroundColor' | 'fontColor') => {
    if (!(field in raw)) return;
    const value = raw[field];
    if (value === null) changes[key] = null;
    else if (typeof value === 'string' && COLOUR.test(value)) changes[key] = value;
    else errors.add(field, FIELD_ERRORS.invalid);
  };
  colour('background_color', 'backgroundColor');
  colour('font_color', 'fontColor');
  if ('subtitles' in raw) {
    const value = raw.subtitles;
    if (value === null || typeof value === 'boolean') changes.subtitles = value;
    else errors.add('subtitles', FIELD_ERRORS.notIncluded);
  }
  if ('font_size' in raw) {
    const value = raw.font_size;
    const problem = value === null ? null : integerProblem(value, 0, 10);
    if (problem === null) changes.fontSize = value as number | null;
    else errors.add('font_size', problem);
  }
  if ('font_family' in raw) {
    const value = raw.font_family;
    const family = FONT_FAMILIES.find((name) => name === value);
    if (value === null || family !== undefined) changes.fontFamily = family ?? null;
    else errors.add('font_family', FIELD_ERRORS.notIncluded);
  }
  return errors.empty ? { ok: true, changes } : { ok: false, errors: errors.errors };
}
