/** What the print view needs of a note (DAT-3). */
export interface PrintableNote {
  id: number | string;
  content: string;
  flowName: string;
  sectionName: string;
}

export interface SectionGroup<T> {
  sectionName: string;
  notes: T[];
}

export interface FlowGroup<T> {
  flowName: string;
  sections: SectionGroup<T>[];
}

/** NOT-5: notes by flow name, and within a flow by section name, each in the order first met. */
export function groupNotes<T extends PrintableNote>(notes: readonly T[]): FlowGroup<T>[] {
  const flows = new Map<string, Map<string, T[]>>();
  for (const note of notes) {
    const sections = flows.get(note.flowName) ?? new Map<string, T[]>();
    flows.set(note.flowName, sections);
    sections.set(note.sectionName, [...(sections.get(note.sectionName) ?? []), note]);
  }
  return [...flows].map(([flowName, sections]) => ({
    flowName,
    sections: [...sections].map(([sectionName, list]) => ({ sectionName, notes: list })),
  }));
}
