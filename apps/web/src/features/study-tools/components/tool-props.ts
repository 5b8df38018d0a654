/** What the panel hands each tool: the level of the tool's own sub-headings. */
export interface ToolProps {
  level: 3 | 4;
}
