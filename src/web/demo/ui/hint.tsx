import type { ReactElement } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';

/** A Bootstrap tooltip shown on hover and on keyboard focus; it hides 50 ms after leaving. */
export function Hint({ text, children }: { text: string; children: ReactElement }) {
  return (
    <OverlayTrigger
      placement="top"
      trigger={['hover', 'focus']}
      delay={{ show: 0, hide: 50 }}
      overlay={<Tooltip>{text}</Tooltip>}
    >
      {children}
    </OverlayTrigger>
  );
}
