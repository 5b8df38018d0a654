import { createElement, type HTMLAttributes } from 'react';
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
  };

/** Set by Stack and Cluster themselves, so a page cannot turn a stack into something else. */
export type FlexLayoutProp = 'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'justifyContent';

/**
 * The one way to lay out with tokens: every layout prop is a sprinkles property, so spacing,
 * alignment and colour can only take theme values, and each value is one shared atomic class.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else attributes[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...attributes, className: classes || undefined });
}
