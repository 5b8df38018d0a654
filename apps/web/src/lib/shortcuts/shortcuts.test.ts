import { describe, expect, it } from 'vitest';
import {
  appActionFor,
  DEFAULT_KEYS,
  DEFAULT_SETTINGS,
  keyBelongsElsewhere,
  playerKeyShortcuts,
  readSettings,
  validateRemap,
} from './shortcuts';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...modifiers,
});

describe('validateRemap', () => {
  it('takes one printable key, in lower case for a letter', () => {
    expect(validateRemap(DEFAULT_KEYS, 'focusSearch', 'S')).toEqual({ ok: true, key: 's' });
    expect(validateRemap(DEFAULT_KEYS, 'focusSearch', ' s ')).toEqual({ ok: true, key: 's' });
    expect(validateRemap(DEFAULT_KEYS, 'openLegend', '!')).toEqual({ ok: true, key: '!' });
  });
  it('refuses nothing, more than one key, the digits and Space, and +', () => {
    expect(validateRemap(DEFAULT_KEYS, 'focusSearch', '')).toEqual({ ok: false, error: 'empty' });
    expect(validateRemap(DEFAULT_KEYS, 'focusSearch', '   ')).toEqual({ ok: false, error: 'empty' });
    expect(validateRemap(DEFAULT_KEYS, 'focusSearch', 'ab')).toEqual({ ok: false, error: 'notOneKey' });
    expect(validateRemap(DEFAULT_KEYS, 'focusSearch', '5')).toEqual({ ok: false, error: 'reserved' });
    expect(validateRemap(DEFAULT_KEYS, 'focusSearch', '+')).toEqual({ ok: false, error: 'unusable' });
  });
  it('refuses a key another shortcut has, naming it, in either case', () => {
    expect(validateRemap(DEFAULT_KEYS, 'focusSearch', 'K')).toEqual({
      ok: false,
      error: 'taken',
      takenBy: 'togglePaused',
    });
    expect(validateRemap(DEFAULT_KEYS, 'focusSearch', '?')).toMatchObject({ takenBy: 'openLegend' });
  });
  it('lets a shortcut keep its own key', () => {
    expect(validateRemap(DEFAULT_KEYS, 'togglePaused', 'k')).toEqual({ ok: true, key: 'k' });
  });
  it('treats an emoji as one key', () => {
    expect(validateRemap(DEFAULT_KEYS, 'focusSearch', '😀')).toEqual({ ok: true, key: '😀' });
  });
});

describe('appActionFor', () => {
  it('finds the app shortcut for a key, and a remapped key instead of the old one', () => {
    expect(appActionFor(DEFAULT_SETTINGS, press('/'))).toBe('focusSearch');
    expect(appActionFor(DEFAULT_SETTINGS, press('?'))).toBe('openLegend');
    const remapped = { enabled: true, keys: { ...DEFAULT_KEYS, focusSearch: 's' } };
    expect(appActionFor(remapped, press('s'))).toBe('focusSearch');
    expect(appActionFor(remapped, press('S'))).toBe('focusSearch');
    expect(appActionFor(remapped, press('/'))).toBeNull();
  });
  it('does nothing when shortcuts are off or a modifier is held', () => {
    expect(appActionFor({ ...DEFAULT_SETTINGS, enabled: false }, press('?'))).toBeNull();
    expect(appActionFor(DEFAULT_SETTINGS, press('/', { ctrlKey: true }))).toBeNull();
    expect(appActionFor(DEFAULT_SETTINGS, press('/', { metaKey: true }))).toBeNull();
    expect(appActionFor(DEFAULT_SETTINGS, press('/', { altKey: true }))).toBeNull();
    expect(appActionFor(DEFAULT_SETTINGS, press('k'))).toBeNull();
  });
});

describe('keyBelongsElsewhere', () => {
  it('is true in a field, an editable region, a dialog or a menu; false elsewhere', () => {
    document.body.innerHTML = `
      <input id="field" /><textarea id="area"></textarea><div contenteditable="true" id="editable"></div>
      <div role="dialog"><button id="in-dialog">x</button></div>
      <div role="menu"><div role="menuitem" tabindex="-1" id="item">x</div></div>
      <div role="listbox"><div role="option" tabindex="-1" id="option">x</div></div>
      <div role="tablist"><button role="tab" id="tab">x</button></div>
      <button id="plain">x</button>`;
    const at = (id: string) => document.getElementById(id);
    for (const id of ['field', 'area', 'editable', 'in-dialog', 'item', 'option', 'tab'])
      expect(keyBelongsElsewhere(at(id))).toBe(true);
    expect(keyBelongsElsewhere(at('plain'))).toBe(false);
    expect(keyBelongsElsewhere(document.body)).toBe(false);
    expect(keyBelongsElsewhere(null)).toBe(false);
  });
});

describe('readSettings', () => {
  it('keeps valid stored keys and drops the rest, never losing the on/off choice', () => {
    expect(
      readSettings({ enabled: false, keys: { focusSearch: 's', seekForward: '7', toggleMuted: 'k' } }),
    ).toEqual({
      enabled: false,
      keys: { ...DEFAULT_KEYS, focusSearch: 's' },
    });
    expect(readSettings('nonsense')).toBeNull();
    expect(readSettings({})).toEqual(DEFAULT_SETTINGS);
  });
});

describe('playerKeyShortcuts', () => {
  it('gives vidstack the learner’s keys beside the arrows, Space and volume', () => {
    const keys = playerKeyShortcuts({ ...DEFAULT_KEYS, togglePaused: 'p' });
    expect(keys.togglePaused).toBe('p P Shift+P Space');
    expect(keys.seekForward).toBe('l L Shift+L ArrowRight');
    expect(keys.speedUp).toBe('> Shift+>');
    expect(keys.volumeUp).toBe('ArrowUp');
    expect(Object.values(keys).join(' ')).not.toContain(' k ');
  });
});
