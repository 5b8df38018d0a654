import { type FormEvent, StrictMode, startTransition, useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { START_SCRIPT } from '../../vite-start-script';
import { beginTakeover } from './takeover';

/** A form React controls, as the sign-in page's: each field's words live in the form's state. */
function SignIn({ onSend }: { onSend: (sent: { email: string; password: string }) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, password });
  };
  return (
    <form onSubmit={send}>
      <input
        aria-label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <input
        aria-label="Password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit">Sign in</button>
    </form>
  );
}

/** As the app's root does (boot.tsx): the takeover once the first commit is done and React has left it. */
function Page({
  onHydrated,
  onSend,
}: {
  onHydrated: () => void;
  onSend: Parameters<typeof SignIn>[0]['onSend'];
}) {
  useLayoutEffect(() => {
    queueMicrotask(onHydrated);
  }, [onHydrated]);
  return <SignIn onSend={onSend} />;
}

let reactRoot: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  reactRoot?.unmount();
  container?.remove();
});

/** What the browser does as someone types: the field's value changes, then an input event says so. */
function type(field: HTMLInputElement, words: string) {
  field.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, words);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

it('keeps words typed before the app listened when another field is typed into while it hydrates', async () => {
  const sent: { email: string; password: string }[] = [];
  const onSend = (form: { email: string; password: string }) => sent.push(form);
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Page onHydrated={() => {}} onSend={onSend} />);
  document.body.append(container);
  new Function(START_SCRIPT)();
  const email = container.querySelector('[aria-label="Email"]') as HTMLInputElement;
  const password = container.querySelector('[aria-label="Password"]') as HTMLInputElement;

  // Typed into the snapshot, before the app's script has run.
  type(email, 'kim@example.org');
  const root = container;
  const hydrated = beginTakeover(root);
  startTransition(() => {
    reactRoot = hydrateRoot(
      root,
      <StrictMode>
        <Page onHydrated={hydrated} onSend={onSend} />
      </StrictMode>,
    );
  });
  // The next field is typed into while React hydrates: the event makes it finish at once.
  type(password, 'correct horse');
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));

  (container.querySelector('button') as HTMLButtonElement).click();
  expect(sent).toEqual([{ email: 'kim@example.org', password: 'correct horse' }]);
  expect(email.value).toBe('kim@example.org');
});
