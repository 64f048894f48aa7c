import { type CSSProperties, type Ref, useLayoutEffect, useRef, useState } from 'react';

// docs/shop/catalogue.md#banner: the banner scrolls at speed 50, i.e. 50 px per second
const SPEED_PX_PER_SECOND = 50;
// each half of the track repeats the text often enough to cover a wide screen
const COPIES = 8;

interface CopiesProps {
  text: string;
  hidden: boolean;
  ref?: Ref<HTMLDivElement>;
}

function Copies({ text, hidden, ref }: CopiesProps) {
  return (
    <div ref={ref} className="marquee-group" aria-hidden={hidden || undefined}>
      {Array.from({ length: COPIES }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical, static copies
        <span className="marquee-item" key={index} aria-hidden={index > 0 || undefined}>
          {text}
        </span>
      ))}
    </div>
  );
}

/**
 * docs/shop/catalogue.md#banner: endless scrolling banner; still for visitors who prefer reduced
 * motion (CSS).
 */
export function MarqueeBanner({ text }: { text: string }) {
  const groupRef = useRef<HTMLDivElement>(null);
  const [seconds, setSeconds] = useState(40);
  const [paused, setPaused] = useState(false);

  // the track moves by one group's width per loop, so the duration follows from that width
  useLayoutEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    const measure = () => setSeconds(group.scrollWidth / SPEED_PX_PER_SECOND);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(group);
    return () => observer.disconnect();
  }, []);

  const style = { '--marquee-duration': `${seconds}s` } as CSSProperties;
  return (
    <div className={`marquee${paused ? ' marquee-paused' : ''}`}>
      <div className="marquee-viewport">
        <div className="marquee-track" style={style}>
          <Copies ref={groupRef} text={text} hidden={false} />
          <Copies text={text} hidden />
        </div>
      </div>
      <button
        type="button"
        className="marquee-toggle"
        aria-pressed={paused}
        aria-label="Laufschrift anhalten"
        onClick={() => setPaused((value) => !value)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          {paused ? (
            <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
          ) : (
            <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
          )}
        </svg>
      </button>
    </div>
  );
}
