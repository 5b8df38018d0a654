import {
  type FocusEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

/** As ui's Tooltip: a hover waits this long, keyboard focus shows the tip at once. */
const TIP_DELAY = 600;
const TIP_CLOSE_DELAY = 200;
/** A tip opened this soon after another closed shows at once (moving along a toolbar). */
const WARM_FOR = 500;

/** What the tip's bubble needs to know and do (the shape of React Stately's TooltipTriggerState). */
export interface TipState {
  readonly isOpen: boolean;
  /** Opened at once while moving along tips: no fade-in. */
  readonly shouldSkipAnimation: boolean;
  open(immediate?: boolean): void;
  close(immediate?: boolean): void;
}

/**
 * How the latest focus came about: after a pointer press it is no keyboard focus, and shows no tip.
 * One listener for the page, added with the first tip's trigger.
 */
let modality: 'keyboard' | 'pointer' | null = null;
let watching = false;
function watchModality(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('keydown', () => (modality = 'keyboard'), true);
  document.addEventListener('pointerdown', () => (modality = 'pointer'), true);
}

/** At most one tip shows at a time; opening one closes the other. */
let closeShowing: (() => void) | null = null;
let lastClosedAt = 0;

export interface TipTrigger {
  state: TipState;
  /** The tip's id, which the trigger names in aria-describedby while the tip shows. */
  tipId: string;
  triggerProps: {
    'aria-describedby'?: string;
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
    onPointerDown: () => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: () => void;
  };
}

/**
 * The trigger half of the WAI-ARIA tooltip pattern for a native element, without React Aria (the
 * icon buttons that carry tips are in every page's first script): a mouse hover shows the tip after
 * a delay, keyboard focus at once; leaving closes it after a short delay (so the pointer can move
 * onto the tip: WCAG 1.4.13, hoverable), a press or blur at once, and Escape hides it wherever
 * focus is (dismissible) without moving focus.
 */
export function useTipTrigger(triggerRef: RefObject<HTMLElement | null>, disabled: boolean): TipTrigger {
  const [isOpen, setOpen] = useState(false);
  const [warm, setWarm] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tipId = useId();

  const setNow = useCallback((open: boolean) => {
    clearTimeout(timer.current);
    setOpen(open);
  }, []);
  const hide = useCallback(() => {
    lastClosedAt = Date.now();
    setNow(false);
  }, [setNow]);

  const state = useMemo<TipState>(
    () => ({
      isOpen,
      shouldSkipAnimation: warm,
      open: (immediate) => {
        clearTimeout(timer.current);
        const warmNow = Date.now() - lastClosedAt < WARM_FOR;
        setWarm(warmNow);
        if (immediate || warmNow) {
          setNow(true);
          return;
        }
        timer.current = setTimeout(() => setNow(true), TIP_DELAY);
      },
      close: (immediate) => {
        clearTimeout(timer.current);
        if (immediate) hide();
        else timer.current = setTimeout(hide, TIP_CLOSE_DELAY);
      },
    }),
    [isOpen, warm, setNow, hide],
  );

  useEffect(watchModality, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (disabled && isOpen) hide();
  }, [disabled, isOpen, hide]);
  // While it shows: the only tip, and Escape hides it.
  useEffect(() => {
    if (!isOpen) return;
    closeShowing?.();
    closeShowing = hide;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The tip alone: a dialog around the trigger stays open for this Escape.
      event.stopPropagation();
      event.preventDefault();
      hide();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (closeShowing === hide) closeShowing = null;
    };
  }, [isOpen, hide]);

  const triggerProps: TipTrigger['triggerProps'] = {
    'aria-describedby': isOpen ? tipId : undefined,
    onPointerEnter: (event) => {
      if (!disabled && event.pointerType === 'mouse') state.open();
    },
    onPointerLeave: (event) => {
      if (event.pointerType === 'mouse') state.close();
    },
    onPointerDown: () => hide(),
    onFocus: (event) => {
      const keyboard = modality !== 'pointer';
      if (!disabled && keyboard && event.target === triggerRef.current) state.open(true);
    },
    onBlur: () => hide(),
  };
  return { state, tipId, triggerProps };
}
