import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_SCRIPT } from '../../vite-prerender';
import { EARLY_DOWN_INDEX, EARLY_PRESS_INDEX, takeOver } from './takeover';

const PAGE =
  '<a href="#main">Skip</a><button aria-label="Open menu">≡</button><button>Watch the demo</button>';

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = PAGE;
  document.body.append(root);
  // The build's start script, as the prerendered page runs it (it names no entries here).
  new Function(START_SCRIPT)();
});

afterEach(() => {
  root.remove();
});

/** The app's first render: the same page, new nodes, with a handler on the demo button. */
function appRender(onWatch: () => void, page = PAGE) {
  return () => {
    root.innerHTML = page;
    root.querySelectorAll('button')[1]?.addEventListener('click', onWatch);
  };
}

const snapshotButton = (name: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === name) as HTMLButtonElement;

describe('takeOver (a prerendered page becoming the app)', () => {
  it('presses, once the app has rendered, the button the visitor pressed on the snapshot', () => {
    const pressed = new MouseEvent('click', { bubbles: true, cancelable: true });
    snapshotButton('Watch the demo').dispatchEvent(pressed);
    // The snapshot button's own default (a form's submit) does not happen.
    expect(pressed.defaultPrevented).toBe(true);
    expect(root.getAttribute(EARLY_PRESS_INDEX)).toBe('1');

    const onWatch = vi.fn();
    takeOver(root, appRender(onWatch));
    expect(onWatch).toHaveBeenCalledTimes(1);
    expect(root.hasAttribute(EARLY_PRESS_INDEX)).toBe(false);
  });

  it('presses nothing when there was no press, or when the app has another control there', () => {
    const onWatch = vi.fn();
    takeOver(root, appRender(onWatch));
    expect(onWatch).not.toHaveBeenCalled();

    root.innerHTML = PAGE;
    snapshotButton('Watch the demo').click();
    const other = vi.fn();
    takeOver(
      root,
      appRender(
        other,
        '<a href="#main">Skip</a><button aria-label="Open menu">≡</button><button>Sign in</button>',
      ),
    );
    expect(other).not.toHaveBeenCalled();
  });

  it('finishes on the twin a mouse press that went down on the snapshot and comes up after the takeover', () => {
    const mouse = (type: string, target: Element) =>
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
    mouse('mousedown', snapshotButton('Watch the demo'));
    expect(root.getAttribute(EARLY_DOWN_INDEX)).toBe('2');

    const onWatch = vi.fn();
    takeOver(root, appRender(onWatch));
    expect(onWatch).not.toHaveBeenCalled();
    expect(root.hasAttribute(EARLY_DOWN_INDEX)).toBe(false);
    // The browser sends no click (down and up on two elements): the takeover makes it, once.
    mouse('mouseup', snapshotButton('Watch the demo'));
    expect(onWatch).toHaveBeenCalledTimes(1);
    mouse('mouseup', snapshotButton('Watch the demo'));
    expect(onWatch).toHaveBeenCalledTimes(1);
  });

  it('takes a held press that comes up elsewhere as taken back, and one that ended before as done', () => {
    const mouse = (type: string, target: Element) =>
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
    mouse('mousedown', snapshotButton('Watch the demo'));
    const onWatch = vi.fn();
    takeOver(root, appRender(onWatch));
    mouse('mouseup', root.querySelectorAll('button')[0] as Element);
    expect(onWatch).not.toHaveBeenCalled();

    // Down and up both on the snapshot: the mark is gone with the mouse.
    root.innerHTML = PAGE;
    new Function(START_SCRIPT)();
    mouse('mousedown', snapshotButton('Watch the demo'));
    mouse('mouseup', snapshotButton('Watch the demo'));
    expect(root.hasAttribute(EARLY_DOWN_INDEX)).toBe(false);
  });

  it('keeps a snapshot form from sending itself before the app is here', () => {
    root.innerHTML = '<form><input name="email"><button>Sign in</button></form>';
    new Function(START_SCRIPT)();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it("leaves the app's own buttons alone", () => {
    const onWatch = vi.fn();
    takeOver(root, appRender(onWatch));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelectorAll('button')[1]?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(onWatch).toHaveBeenCalledTimes(1);
    expect(root.hasAttribute(EARLY_PRESS_INDEX)).toBe(false);
  });

  it('keeps focus on the same control', () => {
    (root.querySelector('[aria-label="Open menu"]') as HTMLButtonElement).focus();
    takeOver(
      root,
      appRender(() => {}),
    );
    expect(document.activeElement).toBe(root.querySelector('[aria-label="Open menu"]'));
    expect(document.activeElement?.isConnected).toBe(true);
  });

  const FORM =
    '<form><input name="fullName" type="text"><input name="email" type="email"><textarea name="message"></textarea><button type="submit">Send message</button></form>';

  it('keeps what was typed into the snapshot’s fields, and the caret of the one in use', () => {
    root.innerHTML = PAGE + FORM;
    const snapshot = (name: string) => root.querySelector(`[name="${name}"]`) as HTMLInputElement;
    snapshot('fullName').value = 'Kim Early';
    snapshot('email').value = 'kim@example.org';
    const message = root.querySelector('textarea') as HTMLTextAreaElement;
    message.value = 'Hello there';
    message.focus();
    message.setSelectionRange(5, 5);

    const inputs: string[] = [];
    takeOver(root, () => {
      root.innerHTML = PAGE + FORM;
      // What a field React controls listens to.
      root.addEventListener('input', (event) => inputs.push((event.target as HTMLInputElement).name));
    });
    const twin = (name: string) => root.querySelector(`[name="${name}"]`) as HTMLInputElement;
    expect(twin('fullName').value).toBe('Kim Early');
    expect(twin('email').value).toBe('kim@example.org');
    const twinMessage = root.querySelector('textarea') as HTMLTextAreaElement;
    expect(twinMessage.value).toBe('Hello there');
    expect(inputs).toEqual(['fullName', 'email', 'message']);
    expect(document.activeElement).toBe(twinMessage);
    expect([twinMessage.selectionStart, twinMessage.selectionEnd]).toEqual([5, 5]);
  });

  it('types nothing into a field of another name, or an empty one', () => {
    root.innerHTML = PAGE + FORM;
    (root.querySelector('[name="fullName"]') as HTMLInputElement).value = 'Kim';
    takeOver(root, () => {
      root.innerHTML = `${PAGE}<form><input name="search"><input name="email"></form>`;
    });
    expect((root.querySelector('[name="search"]') as HTMLInputElement).value).toBe('');
    expect((root.querySelector('[name="email"]') as HTMLInputElement).value).toBe('');
  });
});
