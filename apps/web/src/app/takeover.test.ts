import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_SCRIPT } from '../../vite-start-script';
import { APP_STATE, beginTakeover, EARLY_DOWN_INDEX, EARLY_PRESS_INDEX } from './takeover';

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

const button = (name: string) =>
  [...root.querySelectorAll('button')].find((item) => item.textContent === name) as HTMLButtonElement;

const mouse = (type: string, target: Element) => {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

/** What hydration does to a button: React's handler on the very same element. */
function listen(target: Element): ReturnType<typeof vi.fn> {
  const onClick = vi.fn();
  target.addEventListener('click', onClick);
  return onClick;
}

describe('the takeover of a prerendered page the app hydrates', () => {
  it('presses, once the app has hydrated, the button the visitor pressed before it listened', () => {
    const pressed = mouse('click', button('Watch the demo'));
    // The snapshot button's own default (a form's submit) does not happen.
    expect(pressed.defaultPrevented).toBe(true);
    expect(root.getAttribute(EARLY_PRESS_INDEX)).toBe('1');

    const hydrated = beginTakeover(root);
    const onWatch = listen(button('Watch the demo'));
    expect(onWatch).not.toHaveBeenCalled();
    hydrated();
    expect(onWatch).toHaveBeenCalledTimes(1);
    expect(root.hasAttribute(EARLY_PRESS_INDEX)).toBe(false);
    expect(root.getAttribute(APP_STATE)).toBe('hydrated');
    // Once only, though a development build commits the first render's effects twice.
    hydrated();
    expect(onWatch).toHaveBeenCalledTimes(1);
  });

  it('presses nothing when there was no press', () => {
    const hydrated = beginTakeover(root);
    const onWatch = listen(button('Watch the demo'));
    hydrated();
    expect(onWatch).not.toHaveBeenCalled();
  });

  it('stands the start script down once hydration begins: React hears presses itself', () => {
    beginTakeover(root);
    expect(root.getAttribute(APP_STATE)).toBe('hydrating');
    const onWatch = listen(button('Watch the demo'));
    const click = mouse('click', button('Watch the demo'));
    expect(click.defaultPrevented).toBe(false);
    expect(onWatch).toHaveBeenCalledTimes(1);
    expect(root.hasAttribute(EARLY_PRESS_INDEX)).toBe(false);
    mouse('mousedown', button('Watch the demo'));
    expect(root.hasAttribute(EARLY_DOWN_INDEX)).toBe(false);
  });

  it('makes a press of the click that ends a mouse press begun before React listened', () => {
    mouse('mousedown', button('Watch the demo'));
    expect(root.getAttribute(EARLY_DOWN_INDEX)).toBe('2');
    beginTakeover(root);
    expect(root.hasAttribute(EARLY_DOWN_INDEX)).toBe(false);
    const seen: { trusted: boolean; prevented: boolean }[] = [];
    button('Watch the demo').addEventListener('click', (event) =>
      seen.push({ trusted: event.detail !== 0, prevented: event.defaultPrevented }),
    );
    // The browser's own click (detail 1) is stopped; the control is clicked in its place (detail 0,
    // a press to React whatever the pointer).
    const native = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    button('Watch the demo').dispatchEvent(native);
    expect(native.defaultPrevented).toBe(true);
    expect(seen).toEqual([{ trusted: false, prevented: false }]);
    // Only that one click.
    mouse('click', button('Watch the demo'));
    expect(seen).toHaveLength(2);
  });

  it('takes a held press that comes up elsewhere as taken back, and one that ended before as done', () => {
    mouse('mousedown', button('Watch the demo'));
    beginTakeover(root);
    const onWatch = listen(button('Watch the demo'));
    // Down on one control, up on another: the browser clicks their common parent.
    mouse('click', root);
    mouse('click', button('Watch the demo'));
    expect(onWatch).toHaveBeenCalledTimes(1);

    // Down and up both before the app listened: the mark is gone with the mouse.
    root.removeAttribute(APP_STATE);
    mouse('mousedown', button('Watch the demo'));
    mouse('mouseup', button('Watch the demo'));
    expect(root.hasAttribute(EARLY_DOWN_INDEX)).toBe(false);
  });

  it('keeps a snapshot form from sending itself before the app listens, and not after', () => {
    root.innerHTML = '<form><input name="email"><button>Sign in</button></form>';
    new Function(START_SCRIPT)();
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      root.querySelector('form')?.dispatchEvent(event);
      return event;
    };
    expect(submit().defaultPrevented).toBe(true);
    beginTakeover(root);
    expect(submit().defaultPrevented).toBe(false);
  });

  const FORM =
    '<form><input name="fullName" type="text"><input name="email" type="email"><textarea name="message"></textarea><input name="empty"><button type="submit">Send message</button></form>';

  /**
   * React's watch on a field it controls, as hydration leaves it: it noted the value the field had
   * when it attached, and an input event is a change only when the value differs from the note. A
   * field inside a part React hydrates later is attached to by the first event that reaches it.
   */
  function watchLikeReact(field: HTMLInputElement | HTMLTextAreaElement, changes: string[], later = false) {
    const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
    let noted: string | null = null;
    const attach = () => {
      noted = field.value;
      // React's own record on an element it has attached to.
      Object.assign(field, { __reactFiber$test: {} });
      Object.defineProperty(field, 'value', {
        configurable: true,
        get: () => own?.get?.call(field),
        set: (value: string) => {
          noted = value;
          own?.set?.call(field, value);
        },
      });
    };
    if (!later) attach();
    field.addEventListener('input', () => {
      if (noted === null) attach();
      if (field.value === noted) return;
      noted = field.value;
      changes.push(`${field.name}=${field.value}`);
    });
  }

  it('tells the app’s fields what was typed into them before it listened, caret kept', () => {
    root.innerHTML = PAGE + FORM;
    const field = (name: string) => root.querySelector(`[name="${name}"]`) as HTMLInputElement;
    field('fullName').value = 'Kim Early';
    field('email').value = 'kim@example.org';
    field('message').value = 'Hello there';
    field('message').focus();
    field('message').setSelectionRange(5, 5);

    const hydrated = beginTakeover(root);
    const changes: string[] = [];
    for (const name of ['fullName', 'email', 'empty']) watchLikeReact(field(name), changes);
    watchLikeReact(field('message'), changes, true);
    // A change re-renders the form, and React puts into each field it controls what its state holds:
    // nothing yet for the message.
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    field('fullName').addEventListener('input', () => setValue?.call(field('message'), ''), { once: true });
    hydrated();
    expect(changes).toEqual(['fullName=Kim Early', 'email=kim@example.org', 'message=Hello there']);
    expect(field('message').value).toBe('Hello there');
    expect(document.activeElement).toBe(field('message'));
    expect([field('message').selectionStart, field('message').selectionEnd]).toEqual([5, 5]);
  });

  /**
   * The form's page hydrated, its email field in a part React has not attached to yet; `typeEmail`
   * types into it as the browser does (the value changes, then an input event says so).
   */
  function formHydratedBeforeItsEmail() {
    root.innerHTML = PAGE + FORM;
    beginTakeover(root)();
    const email = root.querySelector('[name="email"]') as HTMLInputElement;
    const typeEmail = () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        email,
        'kim@example.org',
      );
      email.dispatchEvent(new Event('input', { bubbles: true }));
    };
    return { email, typeEmail, changes: [] as string[] };
  }

  it('tells a field React attaches to only as the learner types into it (hydrated later) what was typed', async () => {
    const { email, typeEmail, changes } = formHydratedBeforeItsEmail();
    watchLikeReact(email, changes, true);
    typeEmail();
    await Promise.resolve();
    expect(changes).toEqual(['email=kim@example.org']);
    expect(email.value).toBe('kim@example.org');
  });

  it('tells a field React attaches to only after the typing, when it reaches that part of the page, what was typed', async () => {
    const { email, typeEmail, changes } = formHydratedBeforeItsEmail();
    // React hears nothing of this field until it attaches, 120 ms later, noting the words typed.
    typeEmail();
    await new Promise((resolve) => setTimeout(resolve, 120));
    watchLikeReact(email, changes);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(changes).toEqual(['email=kim@example.org']);
    expect(email.value).toBe('kim@example.org');
  });
});
