import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { PageHeading } from '../../../lib/components/page';
import { type LegalPage, useLegalCopy } from '../copy';
import * as styles from './legal-page.css';

function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <article className={styles.article}>
      <Stack gap="6">
        <Stack gap="2">
          <PageHeading>{page.title}</PageHeading>
          <p className={text({ size: 'sm', tone: 'muted' })}>{page.updated}</p>
        </Stack>
        <p className={text({ size: 'lg' })}>{page.intro}</p>
        {page.sections.map((section) => (
          <section key={section.heading}>
            <Stack gap="3">
              <h2 className={heading({ level: 2 })}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={text()}>
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <Stack as="ul" gap="2" className={styles.list}>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </section>
        ))}
      </Stack>
    </article>
  );
}

/** /privacy-policy (PUB-17). */
export function PrivacyPage() {
  return <LegalDocument page={useLegalCopy().privacy} />;
}

/** /terms (PUB-17). */
export function TermsPage() {
  return <LegalDocument page={useLegalCopy().terms} />;
}

/** /accessibility-statement: the UK public sector model statement, from our own test results. */
export function AccessibilityStatementPage() {
  return <LegalDocument page={useLegalCopy().accessibility} />;
}
