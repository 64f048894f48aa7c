import { useId } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import dashboardUrl from '../images/sb-project-1.svg';
import trailUrl from '../images/sb-project-2.svg';
import meadowUrl from '../images/sb-project-3.svg';
import storefrontUrl from '../images/sb-project-4.svg';
import bookingUrl from '../images/sb-project-5.svg';
import { InertLink } from '../ui/inert';

const PROJECTS = [
  {
    tab: 'Project 1',
    image: dashboardUrl,
    alt: 'A dashboard with key figures and a rising line chart',
    client: 'Harbour Freight',
    title: 'A dashboard the night shift trusts',
    text: 'Dispatchers see every container, crane and truck on one screen. We cut the menus down to what matters at three in the morning.',
    services: ['Product design', 'Data visualisation'],
  },
  {
    tab: 'Project 2',
    image: trailUrl,
    alt: 'Two phones showing a hiking route on a map and a trail photo',
    client: 'Trailhead',
    title: 'Hiking routes that work offline',
    text: 'Maps, elevation and water points download with the route, so walkers keep their way when the signal drops.',
    services: ['Mobile app', 'Offline maps'],
  },
  {
    tab: 'Project 3',
    image: meadowUrl,
    alt: 'Green and honey-coloured packaging for tea, a jar and a notebook',
    client: 'Meadow & Co.',
    title: 'Packaging that tells the farm’s story',
    text: 'A leaf mark, a warm palette and labels printed on recycled board, for a tea blender that sells in village shops.',
    services: ['Branding', 'Packaging'],
  },
  {
    tab: 'Project 4',
    image: storefrontUrl,
    alt: 'An online shop page with three products and buy buttons',
    client: 'Lantern Goods',
    title: 'A storefront without the clutter',
    text: 'Three products per row, honest photos and a checkout on one page. Returning customers reorder from their history.',
    services: ['E-commerce', 'Checkout design'],
  },
  {
    tab: 'Project 5',
    image: bookingUrl,
    alt: 'A calendar with a few highlighted days and a confirmation tick',
    client: 'Orchard Studios',
    title: 'Room bookings in under a minute',
    text: 'Members pick a room, see who else is in and get a calendar invite. Reception no longer keeps a paper diary.',
    services: ['Web app', 'Calendar sync'],
  },
];

/** One project per tab, the first shown at first. */
export function ProjectsTabs() {
  const id = useId();
  return (
    <Tab.Container id={id} defaultActiveKey="0">
      <Nav
        variant="pills"
        aria-label="Projects"
        className="justify-content-center flex-wrap gap-2 mb-4"
      >
        {PROJECTS.map((project, index) => (
          <Nav.Item key={project.tab}>
            <Nav.Link eventKey={String(index)} className="demo-project-pill">
              {project.tab}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Tab.Content className="demo-project-panel rounded-4 p-3 p-lg-4">
        {PROJECTS.map((project, index) => (
          <Tab.Pane key={project.tab} eventKey={String(index)}>
            <div className="row g-4 align-items-center">
              <div className="col-md-6">
                <img
                  src={project.image}
                  width={600}
                  height={400}
                  alt={project.alt}
                  className="img-fluid rounded-3"
                />
              </div>
              <div className="col-md-6">
                <p className="demo-eyebrow mb-2">{project.client}</p>
                <h4 className="mb-3">{project.title}</h4>
                <p className="text-body-secondary">{project.text}</p>
                <ul className="list-inline mb-4">
                  {project.services.map((service) => (
                    <li key={service} className="list-inline-item">
                      <span className="badge rounded-pill demo-project-tag">{service}</span>
                    </li>
                  ))}
                </ul>
                <InertLink className="btn btn-primary">Open {project.tab.toLowerCase()}</InertLink>
              </div>
            </div>
          </Tab.Pane>
        ))}
      </Tab.Content>
    </Tab.Container>
  );
}
