import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import gallery1Url from '../images/pd-gallery-1.svg';
import gallery2Url from '../images/pd-gallery-2.svg';
import gallery3Url from '../images/pd-gallery-3.svg';
import gallery4Url from '../images/pd-gallery-4.svg';
import { InertLink } from '../ui/inert';

const SKILLS = ['Design systems', 'Prototyping', 'User research', 'Illustration', 'Accessibility'];

const POSTS = [
  {
    title: 'Designing a colour palette that passes contrast checks',
    date: 'March 12',
    excerpt:
      'How we rebuilt the Orbitra palette around real contrast ratios instead of hunches — and kept the brand warm.',
    reads: '4 min read',
  },
  {
    title: 'What a week of user interviews taught our team',
    date: 'February 27',
    excerpt:
      'Eleven calls, three surprises and one feature we dropped. Notes from our spring research sprint.',
    reads: '6 min read',
  },
  {
    title: 'Sketching before pixels',
    date: 'January 30',
    excerpt:
      'Why every project on my desk still starts on paper, and the pens I keep coming back to.',
    reads: '3 min read',
  },
];

const GALLERY = [
  {
    src: gallery1Url,
    caption: 'Trail map for Fjällstig',
    alt: 'Blue mountains under an amber sun',
  },
  { src: gallery2Url, caption: 'Café menu illustration', alt: 'A steaming cup on a wooden table' },
  { src: gallery3Url, caption: 'Plant shop packaging', alt: 'A young plant in a clay pot' },
  { src: gallery4Url, caption: 'Photo album app', alt: 'Two photo cards on a dark desk' },
];

export function AboutCard() {
  return (
    <div className="card shadow-sm">
      <div className="card-body p-4">
        <h2 className="h5">About</h2>
        <p className="text-body-secondary">
          I design calm, readable interfaces for teams that build tools people use all day. Ten
          years in product design, the last four leading the design system at Orbitra.
        </p>
        <ul className="list-unstyled small mb-4">
          <li className="py-1">
            <span className="fw-semibold">Joined:</span> April 2019
          </li>
          <li className="py-1">
            <span className="fw-semibold">Website:</span>{' '}
            <InertLink>maralindqvist.design</InertLink>
          </li>
          <li className="py-1">
            <span className="fw-semibold">Languages:</span> Swedish, English, German
          </li>
        </ul>
        <h3 className="h6">Skills</h3>
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {SKILLS.map((skill) => (
            <li key={skill} className="badge rounded-pill text-bg-light border fw-semibold">
              {skill}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Posts and gallery as Bootstrap tabs: posts open first. */
export function WorkTabs() {
  return (
    <Tab.Container defaultActiveKey="posts">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 className="h4 mb-0">Recent work</h2>
        <Nav variant="pills">
          <Nav.Item>
            <Nav.Link eventKey="posts">Posts</Nav.Link>
          </Nav.Item>
          <Nav.Item>
            <Nav.Link eventKey="gallery">Gallery</Nav.Link>
          </Nav.Item>
        </Nav>
      </div>
      <Tab.Content>
        <Tab.Pane eventKey="posts">
          <div className="d-grid gap-3">
            {POSTS.map((post) => (
              <article key={post.title} className="card shadow-sm">
                <div className="card-body p-4">
                  <p className="small text-body-secondary mb-1">
                    {post.date} · {post.reads}
                  </p>
                  <h3 className="h5">
                    <InertLink className="link-dark text-decoration-none stretched-link">
                      {post.title}
                    </InertLink>
                  </h3>
                  <p className="text-body-secondary mb-0">{post.excerpt}</p>
                </div>
              </article>
            ))}
          </div>
        </Tab.Pane>
        <Tab.Pane eventKey="gallery">
          <div className="row g-3">
            {GALLERY.map((item) => (
              <figure key={item.caption} className="col-sm-6 mb-0">
                <img
                  src={item.src}
                  width={400}
                  height={300}
                  alt={item.alt}
                  className="img-fluid rounded-3 shadow-sm"
                />
                <figcaption className="small text-body-secondary mt-2">{item.caption}</figcaption>
              </figure>
            ))}
          </div>
        </Tab.Pane>
      </Tab.Content>
    </Tab.Container>
  );
}
