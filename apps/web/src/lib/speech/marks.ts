/**
 * How read aloud marks its place, for its styles and for what follows it (the reading guide), in a
 * module of their own so neither carries the engine.
 */

/** The CSS Custom Highlight that marks the word being read (styled in read-aloud.css.ts). */
export const WORD_HIGHLIGHT = 'read-aloud-word';

/**
 * On the paragraph being read, until the engine reports its first word: an engine that reports no
 * words (speech-dispatcher on Linux) still leaves the learner a place to follow (read-aloud.css.ts),
 * and the reading guide moves to it.
 */
export const READING_ATTRIBUTE = 'data-read-aloud-current';
