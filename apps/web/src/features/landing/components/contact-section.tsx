import { SuccessIcon } from '@studyflow/ui/icons';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useScrollToHash } from '../../../lib/a11y/use-scroll-to-hash';
import { DataGate, withDataLayer } from '../../../lib/api/trpc';
import { useNearView } from '../../../lib/hooks/near-view';
import { CONTACT_ANCHOR } from '../../../lib/links/anchors';
import { useLandingCopy } from '../copy';
import { type ContactDraft, readContactDraft } from './contact-draft';
import type { ContactForm } from './contact-form';
import { ContactFormTwin } from './contact-form-twin';

// The form's fields are in the page from the start (its plain twin, prerendered too); its behaviour
// (validation, sending, React Aria's fields: ~8 KB of script the first screen does not need) loads
// once the section is within a screen or so of view, is opened by its #contact address, or the
// visitor reaches the fields first, so the landing's first visit stays under its JavaScript budget.
const NEAR = '100% 0px';

/** The real form and what the twin held when it arrived. */
interface Loaded {
  Form: typeof ContactForm;
  draft: ContactDraft;
}

/** PUB-6: the 'Let's connect' section, which the header's 'Contact' scrolls to (PUB-3). */
export function ContactSection() {
  const { contact } = useLandingCopy();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearView(
    sectionRef,
    NEAR,
    typeof window !== 'undefined' && window.location.hash === `#${CONTACT_ANCHOR}`,
  );
  const twinRef = useRef<HTMLFormElement>(null);
  const sendAsked = useRef(false);
  // Bumped by a focus or a press in the twin: asks for the behaviour now (again, if a load failed).
  const [asked, setAsked] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Each successful send starts a fresh form (PUB-6 resets it) and says so where focus lands.
  const [sentCount, setSentCount] = useState(0);
  useScrollToHash(CONTACT_ANCHOR, headingRef);

  useEffect(() => {
    if (sentCount > 0) statusRef.current?.focus();
  }, [sentCount]);

  useEffect(() => {
    if (loaded || (!near && asked === 0)) return;
    let live = true;
    withDataLayer(import('./contact-form')).then(
      (module) => {
        if (!live) return;
        // Read the twin and swap it out in one synchronous commit: no keystroke falls in between.
        const draft = readContactDraft(twinRef.current, sendAsked.current);
        flushSync(() => setLoaded({ Form: module.ContactForm, draft }));
      },
      // Offline for a moment: the twin keeps the words, and the next focus or press asks again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [near, asked, loaded]);

  return (
    <section id={CONTACT_ANCHOR} aria-labelledby={titleId} ref={sectionRef}>
      <Stack gap="4" align="start">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className={heading({ level: 2 })}>
          {contact.title}
        </h2>
        <p className={text({ tone: 'muted' })}>{contact.intro}</p>
        <p ref={statusRef} tabIndex={-1} role="status" className={text({ tone: 'muted' })}>
          {sentCount > 0 ? (
            <>
              <SuccessIcon /> {contact.sent}
            </>
          ) : null}
        </p>
        {loaded ? (
          <DataGate>
            <loaded.Form
              key={sentCount}
              draft={sentCount === 0 ? loaded.draft : undefined}
              onSent={() => setSentCount((count) => count + 1)}
            />
          </DataGate>
        ) : (
          <ContactFormTwin
            formRef={twinRef}
            onWake={() => setAsked((count) => count + 1)}
            onSend={() => {
              sendAsked.current = true;
              setAsked((count) => count + 1);
            }}
          />
        )}
      </Stack>
    </section>
  );
}
