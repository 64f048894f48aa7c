import type { ReactNode } from 'react';

/** One numbered layout of /sections: the small label that names it, then the example itself. */
export function VariantBlock({
  title,
  className,
  children,
}: {
  title: string;
  /** Classes added to the block's own, such as extra spacing. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `demo-variant-block ${className}` : 'demo-variant-block'}>
      <h3 className="demo-variant">{title}</h3>
      {children}
    </div>
  );
}
