import { useEffect, useRef, useState } from 'react';

/** A module loaded once, on first request, and remembered: the real control behind a stand-in. */
export interface LazyModule<T> {
  current: () => T | null;
  load: () => Promise<T>;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    current: () => loaded,
    load: () => {
      pending ??= load().then((module) => {
        loaded = module;
        return module;
      });
      return pending;
    },
  };
}

/**
 * What a stand-in button needs to give way to the real control (DeferredMenuButton,
 * DeferredSelect): its code loads when the pointer comes over the stand-in, focus reaches it or it
 * is pressed, and the real control takes its place with the focus if the stand-in had it and with
 * how it was opened (`opening`). A press under way when the code arrives ends on the stand-in first:
 * swapping mid-press would split it between two buttons (down on one, up on the other), and the
 * click that opens the control would never come.
 */
export function useStandIn<T, O>(module: LazyModule<T>) {
  const [real, setReal] = useState<T | null>(module.current);
  const [opening, setOpening] = useState<O | undefined>(undefined);
  const [hadFocus, setHadFocus] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  const pressing = useRef(false);
  // Set again on each mount: StrictMode (the app's development build) mounts, unmounts and mounts
  // again, and a flag left false would keep the stand-in for good.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const fetchReal = () => {
    void module.load().then((loaded) => {
      if (!mounted.current || pressing.current) return;
      setHadFocus(document.activeElement === ref.current);
      setReal(() => loaded);
    });
  };
  const open = (how: O) => {
    pressing.current = false;
    setOpening(() => how);
    fetchReal();
  };
  return {
    real,
    opening,
    hadFocus,
    open,
    /** The stand-in's own props: its ref and what asks for the real control. */
    standInProps: {
      ref,
      onPointerEnter: fetchReal,
      onFocus: fetchReal,
      onPointerDown: () => {
        pressing.current = true;
      },
      // A press that leaves without a click: the real control may take its place now.
      onPointerLeave: () => {
        if (!pressing.current) return;
        pressing.current = false;
        fetchReal();
      },
    },
  };
}
