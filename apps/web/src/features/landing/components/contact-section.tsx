import { SuccessIcon } from '@studyflow/ui/icons';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CONTACT_ANCHOR } from '../../../lib/anchors';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { useLandingCopy } from '../copy';

// The form's fields and validation are ~8 KB of script the first screen does not need: they load
// once the section is within a screen or so of view (or is opened by its #contact address), so the
// landing page's first visit stays under its JavaScript budget (PUB-13).
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));
const NEAR = '100% 0px';

function useNearView(target: RefObject<HTMLElement | null>): boolean {
  // The build's prerender has no window: the form is then far from view.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && window.location.hash === `#${CONTACT_ANCHOR}`,
  );
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}

/** PUB-6: the 'Let's connect' section, which the header's 'Contact' scrolls to (PUB-3). */
export function ContactSection() {
  const { contact } = useLandingCopy();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearView(sectionRef);
  // Each successful send starts a fresh form (PUB-6 resets it) and says so where focus lands.
  const [sentCount, setSentCount] = useState(0);
  useScrollToHash(CONTACT_ANCHOR, headingRef);

  useEffect(() => {
    if (sentCount > 0) statusRef.current?.focus();
  }, [sentCount]);

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
        {near ? (
          <Suspense fallback={<LoadingScreen variant="region" message={contact.loading} />}>
            <ContactForm key={sentCount} onSent={() => setSentCount((count) => count + 1)} />
          </Suspense>
        ) : null}
      </Stack>
    </section>
  );
}
