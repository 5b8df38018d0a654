import { Box, type BoxProps, type FlexLayoutProp } from './box';
import type { Sprinkles } from './styles/sprinkles.css';

export type ClusterProps = Omit<BoxProps, FlexLayoutProp> & {
  /** Cross-axis alignment; unset, children keep the browser's default (stretch). */
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  /**
   * Wrapping is the default so a row reflows at 320 px and at large text sizes; `reverse` puts the
   * last child first when wrapped (a primary action above its secondary one on phones).
   */
  wrap?: boolean | 'reverse';
};

/** Children side by side, `gap` apart on the spacing scale, wrapping onto new lines. */
export function Cluster({ align, justify, wrap = true, ...props }: ClusterProps) {
  const flexWrap = wrap === 'reverse' ? 'wrap-reverse' : wrap ? 'wrap' : undefined;
  return <Box display="flex" flexWrap={flexWrap} alignItems={align} justifyContent={justify} {...props} />;
}
