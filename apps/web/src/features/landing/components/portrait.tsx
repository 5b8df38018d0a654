import type { PortraitId } from '../testimonials';
import * as styles from './sections.css';

/** Our own drawn portraits (PUB-5): a head and shoulders on a soft disc, in four arrangements. */
const SHAPES: Record<PortraitId, { alt: boolean; head: [number, number]; shoulders: string }> = {
  sun: { alt: false, head: [24, 19], shoulders: 'M10 44c1-9 7-14 14-14s13 5 14 14z' },
  leaf: { alt: true, head: [24, 18], shoulders: 'M9 44c2-10 8-15 15-15s13 5 15 15z' },
  wave: { alt: false, head: [23, 20], shoulders: 'M11 44c0-8 6-13 13-13s12 4 13 13z' },
  hill: { alt: true, head: [25, 19], shoulders: 'M8 44c3-9 9-13 16-13s12 4 15 13z' },
};

export function Portrait({ id }: { id: PortraitId }) {
  const shape = SHAPES[id];
  return (
    <svg viewBox="0 0 48 48" className={styles.portrait} aria-hidden="true" focusable="false">
      <circle
        cx="24"
        cy="24"
        r="24"
        className={shape.alt ? styles.portraitFill.backgroundAlt : styles.portraitFill.background}
      />
      <circle
        cx={shape.head[0]}
        cy={shape.head[1]}
        r="8"
        className={shape.alt ? styles.portraitFill.figureAlt : styles.portraitFill.figure}
      />
      <path
        d={shape.shoulders}
        className={shape.alt ? styles.portraitFill.figureAlt : styles.portraitFill.figure}
      />
    </svg>
  );
}
