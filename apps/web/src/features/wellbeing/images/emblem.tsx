import * as styles from './emblem.css';

/**
 * The initials of a service's name: a word each, or each capitalised part of one word
 * ('SignHealth' → 'SH'), at most two letters.
 */
export function initialsOf(name: string): string {
  const parts = name
    .split(/\s+/)
    .flatMap((word) => word.match(/[A-Z][a-z]+|[A-Z]+(?![a-z])|[a-z]+|\d+/g) ?? [])
    .filter((part) => /^[A-Za-z]/.test(part));
  const letters = parts.length === 1 ? (parts[0] ?? '').slice(0, 1) : parts.map((part) => part[0]).join('');
  return letters.slice(0, 2).toUpperCase();
}

/**
 * A service's logo in the place WEL-7 gives one: vendors' logos are not ours to ship, so a neutral
 * emblem of ours stands in (the service's initials), named by the service for assistive technology.
 */
export function Emblem({ name }: { name: string }) {
  const initials = initialsOf(name);
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={name} className={styles.emblem}>
      <circle cx="32" cy="32" r="31" className={styles.disc} />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={initials.length > 1 ? 22 : 28}
        className={styles.initials}
      >
        {initials}
      </text>
    </svg>
  );
}
