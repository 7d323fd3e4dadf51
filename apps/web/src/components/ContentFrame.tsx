import { useEffect, useRef, useState } from 'react';

/** Extra room below the posted height so the frame never shows a scroll bar (part 1 §2: + 17 px). */
export const FRAME_HEIGHT_PADDING = 17;
/** How long after its load event a frame may take to post its height before it counts as absent. */
const ANSWER_GRACE_MS = 1500;

export interface FrameMessage {
  type: string;
  [key: string]: unknown;
}

interface Props {
  src: string;
  title: string;
  /** Room kept while loading so the content below does not jump when the frame appears. */
  reservedHeight?: number;
  /** Messages other than FRAME_HEIGHT that this frame posts. */
  onMessage?: (message: FrameMessage) => void;
}

/**
 * A frame of the content service. It shows only once the content answers by posting its height:
 * an unreachable service, or an error page that posts nothing, leaves no empty box (part 1 §2).
 */
export function ContentFrame({ src, title, reservedHeight = 0, onMessage }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [absent, setAbsent] = useState(false);
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      // Only this frame's messages count; other windows may post too.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as FrameMessage | null;
      if (!data || typeof data.type !== 'string') return;
      if (data.type === 'FRAME_HEIGHT') {
        const posted = Number(data.height);
        if (Number.isFinite(posted) && posted >= 0) {
          setHeight(Math.ceil(posted) + FRAME_HEIGHT_PADDING);
          setAbsent(false);
        }
      } else {
        onMessageRef.current?.(data);
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  const heightRef = useRef(height);
  heightRef.current = height;
  const onLoad = () => {
    window.setTimeout(() => {
      if (heightRef.current === null) setAbsent(true);
    }, ANSWER_GRACE_MS);
  };

  const shown = height !== null;
  return (
    <div style={{ height: shown ? height : absent ? 0 : reservedHeight, overflow: 'hidden' }}>
      <iframe
        ref={frame}
        src={src}
        title={title}
        onLoad={onLoad}
        style={{ display: 'block', width: '100%', height: shown ? height : 0, border: 0, visibility: shown ? 'visible' : 'hidden' }}
      />
    </div>
  );
}
