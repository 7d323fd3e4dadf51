import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/** The one spacing scale (base.css --wc-space-N): 1 = 4 px, 2 = 8, 3 = 16, 4 = 24, 5 = 32, 6 = 48. */
export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6;

interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** column (the default) or row; a row wraps on a narrow screen. */
  direction?: 'row' | 'column';
  gap?: Space;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  children?: ReactNode;
}

const space = (n: Space) => `var(--wc-space-${n})`;

/** Children one under another (or side by side, wrapping), with a gap from the spacing scale. */
export function Stack({ direction = 'column', gap = 3, align, justify, className = '', style, children, ...rest }: StackProps) {
  return (
    <div className={`${direction === 'row' ? 'wc-row' : 'wc-stack'} ${className}`.trim()} style={{ gap: space(gap), alignItems: align, justifyContent: justify, ...style }} {...rest}>
      {children}
    </div>
  );
}

interface GridProps extends HTMLAttributes<HTMLDivElement> {
  /** Columns from 600 px wide; one column on a phone. */
  columns?: 2 | 3 | 4;
  gap?: Space;
  children?: ReactNode;
}

/** Form fields in equal columns from 600 px, one column below. */
export function Grid({ columns = 2, gap = 3, className = '', style, children, ...rest }: GridProps) {
  return (
    <div className={`wc-grid wc-grid-${columns} ${className}`.trim()} style={{ gap: space(gap), ...style }} {...rest}>
      {children}
    </div>
  );
}
