import type { ReactNode } from 'react';

/**
 * A polite live region that is in the page before its message. Screen readers announce a change in a
 * region they already know; a region inserted together with its text is often read by none. Render it
 * always and pass the message, or nothing, as children: empty, it takes no room (`.live-region:empty`).
 */
export function LiveRegion({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: 'div' | 'p' | 'span';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Tag role="status" className={className ? `live-region ${className}` : 'live-region'}>
      {children}
    </Tag>
  );
}
