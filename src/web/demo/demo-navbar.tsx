import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link } from 'react-router';
import { paths } from '../../domain/routes';
import { useShopLinks } from '../shop-config';
import { PAGE_GROUPS, SECTIONS } from './demo-links';
import { MenuToggle } from './ui/menu-toggle';

/**
 * The demo's navigation: every page, the sections of /sections, and the template's
 * documentation and purchase page (DEMO_DOCS_URL, DEMO_PURCHASE_URL). Below 992 px it folds
 * into Bootstrap's collapse (350 ms).
 */
export function DemoNavbar() {
  const links = useShopLinks();
  return (
    <Navbar expand="lg" className="demo-navbar bg-body shadow-sm" collapseOnSelect>
      <Container>
        <Navbar.Brand as={Link} to="/index" className="fw-bold">
          Wabe UI Kit
        </Navbar.Brand>
        <MenuToggle aria-controls="demo-navigation" />
        <Navbar.Collapse id="demo-navigation">
          <Nav className="me-auto">
            <NavDropdown title="Pages" id="demo-pages">
              {PAGE_GROUPS.map((group, index) => (
                <div key={group.title}>
                  {index > 0 && <NavDropdown.Divider />}
                  <NavDropdown.Header>{group.title}</NavDropdown.Header>
                  {group.pages.map((page) => (
                    <NavDropdown.Item key={page.to} as={Link} to={page.to} eventKey={page.to}>
                      {page.label}
                    </NavDropdown.Item>
                  ))}
                </div>
              ))}
            </NavDropdown>
            <NavDropdown title="Sections" id="demo-sections">
              {SECTIONS.map((section) => (
                <NavDropdown.Item
                  key={section.id}
                  as={Link}
                  to={paths.sections(section.id)}
                  eventKey={section.id}
                >
                  {section.label}
                </NavDropdown.Item>
              ))}
            </NavDropdown>
            <Nav.Link href={links.demoDocs} target="_blank" rel="noopener">
              Docs
            </Nav.Link>
          </Nav>
          <a
            className="btn btn-primary btn-sm"
            href={links.demoPurchase}
            target="_blank"
            rel="noopener"
          >
            Buy now
          </a>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
