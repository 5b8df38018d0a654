/** A multi-line input sharing the text field's look; label, description and error come from styles/field.css. */
import { style } from '@vanilla-extract/css';
import { input } from './text-field.css';
import { vars } from './theme/contract.css';

export const textArea = style([
  input,
  {
    minHeight: `calc(${vars.size.target} * 2.5)`,
    resize: 'vertical',
  },
]);
