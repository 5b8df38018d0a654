import { Fragment } from 'react';

/**
 * An email address that may wrap after its @ and before each dot, where a reader expects it, and
 * nowhere else: at large text sizes a long address no longer splits mid-word ("exa / mple").
 */
export function BreakableAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one address never move, so their position is their identity.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
