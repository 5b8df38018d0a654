import { createElement, type HTMLAttributes, type Ref } from 'react';
import { unstyledList } from './box.css';
import { type Sprinkles, sprinkles } from './styles/sprinkles.css';

/** Containers only: anything a learner can press or type into comes from React Aria instead. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'p'
  | 'figure'
  | 'figcaption';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    as?: BoxElement;
    /** React 19 passes a ref on as a prop: it reaches the element Box renders. */
    ref?: Ref<HTMLElement>;
  };

/** Set by Stack and Cluster themselves, so a page cannot turn a stack into something else. */
export type FlexLayoutProp = 'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'justifyContent';

/**
 * The one way to lay out with tokens: every layout prop is a sprinkles property, so spacing,
 * alignment and colour can only take theme values, and each value is one shared atomic class.
 * A `ul` or `ol` is a list of things laid out (cards, links, steps): it comes without bullets,
 * indent or margins, each of which a prop or the caller's class can put back.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else attributes[key] = value;
  }
  const list = as === 'ul' || as === 'ol' ? unstyledList : undefined;
  const classes = [sprinkles(atoms as Sprinkles), list, className].filter(Boolean).join(' ');
  return createElement(as, { ...attributes, className: classes || undefined });
}
