import { useContext } from 'react';
import Navbar from 'react-bootstrap/Navbar';
import NavbarContext from 'react-bootstrap/NavbarContext';

interface MenuToggleProps {
  /** The id of the Navbar.Collapse the button opens. */
  'aria-controls': string;
  label?: string;
}

/**
 * Navbar.Toggle that tells screen readers whether the menu is open: react-bootstrap's own only
 * toggles a `collapsed` class, which assistive technology cannot see.
 */
export function MenuToggle(props: MenuToggleProps) {
  const expanded = useContext(NavbarContext)?.expanded ?? false;
  return <Navbar.Toggle {...props} aria-expanded={expanded} />;
}
