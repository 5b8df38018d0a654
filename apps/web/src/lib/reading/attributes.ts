/** Set on the reading region while the guide is over it: the guide's layer is placed against it. */
export const REGION_ATTRIBUTE = 'data-reading-guide';
/** The reading tools (read aloud and the guide's controls), which stay clear of the dim. */
export const TOOLS_ATTRIBUTE = 'data-reading-tools';
