import { vars } from '../theme/contract.css';

/**
 * What forced colours (Windows high contrast) take away, put back in the system's own colours
 * (they are the learner's palette there, so they are the only colours such rules name). Used under
 * `media.forcedColors`.
 */
export const forcedColours = {
  /** A control that was only a background (gone under forced colours) keeps an edge. */
  edge: { border: `${vars.borderWidth.thin} solid ButtonText` },
  /** A pressed toggle, otherwise painted like the others. */
  pressed: { backgroundColor: 'Highlight', color: 'HighlightText', borderColor: 'Highlight' },
  /** A mark drawn as a background (a selected tab's bar). */
  mark: { backgroundColor: 'CanvasText' },
  /** SVG paint, which forced colours leave alone: a shape's body and its line or text. */
  svgBody: { fill: 'Canvas', stroke: 'CanvasText' },
  svgText: { fill: 'CanvasText' },
} as const;
