import { Box, type BoxProps, type FlexLayoutProp } from './box';
import type { Sprinkles } from './styles/sprinkles.css';

export type StackProps = Omit<BoxProps, FlexLayoutProp> & {
  /** Cross-axis alignment; unset, children stretch to the stack's width. */
  align?: Sprinkles['alignItems'];
};

/** Children one under another, `gap` apart on the spacing scale. */
export function Stack({ align, ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" alignItems={align} {...props} />;
}
