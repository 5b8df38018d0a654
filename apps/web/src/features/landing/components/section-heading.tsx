import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';

/** A landing section's h2 and its one-line introduction. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <Stack gap="2">
      <h2 id={id} className={heading({ level: 2 })}>
        {title}
      </h2>
      {intro ? <p className={text({ tone: 'muted' })}>{intro}</p> : null}
    </Stack>
  );
}
