import { Accordion } from '@studyflow/ui/accordion';
import { Button } from '@studyflow/ui/button';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { Tiles } from '@studyflow/ui/tiles';
import { useState } from 'react';
import { PageHeading } from '../../../lib/components/page';
import { useSupportCopy } from '../copy';
import { HelplineCard } from './helpline-card';
import { MessageDialog } from './message-dialog';
import * as styles from './support.css';

/** /support (SUP-1 to SUP-4): banner, four FAQs (one open at a time), a message dialog, helplines. */
export function SupportPage() {
  const copy = useSupportCopy();
  const [writing, setWriting] = useState(false);
  return (
    <Stack gap="8">
      <section className={styles.banner} aria-labelledby="support-title">
        <Stack gap="2">
          <PageHeading id="support-title">{copy.title}</PageHeading>
          <p className={styles.subtitle}>{copy.subtitle}</p>
          <p className={text()}>{copy.intro}</p>
        </Stack>
      </section>
      <section aria-labelledby="faq-heading">
        <Stack gap="4">
          <h2 id="faq-heading" className={heading({ level: 2 })}>
            {copy.faqHeading}
          </h2>
          <Accordion
            items={copy.faqs.map((faq) => ({
              id: faq.id,
              title: faq.title,
              content: (
                <Stack gap="2">
                  {faq.content.map((line) => (
                    <p key={line} className={text()}>
                      {line}
                    </p>
                  ))}
                </Stack>
              ),
            }))}
          />
        </Stack>
      </section>
      <section aria-labelledby="message-heading">
        <Stack gap="3" align="start">
          <h2 id="message-heading" className={heading({ level: 2 })}>
            {copy.messageHeading}
          </h2>
          <p className={text()}>{copy.messageText}</p>
          <Button onPress={() => setWriting(true)}>{copy.sendMessage}</Button>
          <MessageDialog isOpen={writing} onOpenChange={setWriting} />
        </Stack>
      </section>
      <section aria-labelledby="helplines-heading">
        <Stack gap="4">
          <h2 id="helplines-heading" className={heading({ level: 2 })}>
            {copy.helplinesHeading}
          </h2>
          <p className={text()}>{copy.helplinesIntro}</p>
          <Tiles as="ul" minTileWidth="lg" gap="4">
            {copy.helplines.map((helpline) => (
              <HelplineCard key={helpline.id} helpline={helpline} />
            ))}
          </Tiles>
        </Stack>
      </section>
    </Stack>
  );
}
