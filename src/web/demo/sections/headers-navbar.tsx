import { type ReactNode, useId } from 'react';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { InertLink } from '../ui/inert';
import { MenuToggle } from '../ui/menu-toggle';

interface HeaderNavbarProps {
  brand: string;
  /** Names the landmark: each example header's navbar needs its own. */
  label: string;
  links: string[];
  /** Buttons at the right end. */
  actions?: ReactNode;
  dark?: boolean;
}

/** An example header's own navbar: it folds below 992 px like a real one; every link is inert. */
export function HeaderNavbar({ brand, label, links, actions, dark = false }: HeaderNavbarProps) {
  const collapseId = useId();
  return (
    <Navbar
      expand="lg"
      aria-label={label}
      className={dark ? 'navbar-dark px-3 px-lg-4 py-3' : 'px-3 px-lg-4 py-3'}
    >
      <Navbar.Brand as={InertLink} className="fw-bold">
        {brand}
      </Navbar.Brand>
      <MenuToggle aria-controls={collapseId} label={`Toggle the ${brand} menu`} />
      <Navbar.Collapse id={collapseId}>
        <Nav className="mx-auto">
          {links.map((link) => (
            <InertLink key={link} className="nav-link">
              {link}
            </InertLink>
          ))}
        </Nav>
        {actions && <div className="d-flex gap-2 align-items-center mt-2 mt-lg-0">{actions}</div>}
      </Navbar.Collapse>
    </Navbar>
  );
}
