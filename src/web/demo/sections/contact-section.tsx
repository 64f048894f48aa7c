import parkMapUrl from '../images/sb-map-green.svg';
import riverMapUrl from '../images/sb-map-river.svg';
import { InertLink } from '../ui/inert';
import { VariantBlock } from '../ui/variant-block';
import { ContactForm } from './contact-form';
import { ContactIcon, type ContactIconName } from './contact-icons';

/** Four contact layouts; the maps are drawings, so nothing loads from a map service. */
export function ContactSection() {
  return (
    <div className="container">
      <FormWithAddress />
      <FormOverMap />
      <DetailsWithMap />
      <FormOnCard />
    </div>
  );
}

function FormWithAddress() {
  return (
    <VariantBlock title="Contact 1 · Form and address">
      <div className="row g-4 g-lg-5">
        <div className="col-lg-5">
          <h4 className="display-6 mb-3">Let’s build something good</h4>
          <p className="text-body-secondary mb-4">
            Tell us about your project and we will reply within one working day. Prefer to talk in
            person? The kettle is always on at the studio.
          </p>
          <address className="mb-4">
            <strong className="d-block">Wabe Studio</strong>
            Old Mill Yard, Unit 4<br />
            Riverside Lane
            <br />
            Brookfield
          </address>
          <p className="mb-1">
            <InertLink className="link-primary">hello@wabe.example</InertLink>
          </p>
          <p className="mb-0 text-body-secondary">Monday to Friday, 9 am – 5 pm</p>
        </div>
        <div className="col-lg-7">
          <div className="card card-body p-4">
            <ContactForm />
          </div>
        </div>
      </div>
    </VariantBlock>
  );
}

function FormOverMap() {
  return (
    <VariantBlock title="Contact 2 · Form over a map">
      <div className="demo-map-stage rounded-4">
        <img src={riverMapUrl} width={800} height={450} alt="Map" className="demo-map-img" />
        <div className="card demo-map-card">
          <div className="card-body p-4">
            <h4 className="mb-1">Drop by the riverside office</h4>
            <p className="text-body-secondary">Two minutes from the bridge, above the bike shop.</p>
            <ContactForm submitLabel="Send" withIcons narrow />
          </div>
        </div>
      </div>
    </VariantBlock>
  );
}

const DETAILS: { icon: ContactIconName; title: string; lines: string[] }[] = [
  { icon: 'pin', title: 'Visit us', lines: ['Parkside Works, Garden Row', 'Brookfield'] },
  { icon: 'phone', title: 'Call us', lines: ['+1 555 0142', 'Weekdays, 9 am – 5 pm'] },
  { icon: 'mail', title: 'Email us', lines: ['support@wabe.example', 'Replies within a day'] },
  {
    icon: 'chat',
    title: 'Chat with us',
    lines: ['Live chat in the dashboard', 'During office hours'],
  },
];

function DetailsWithMap() {
  return (
    <VariantBlock title="Contact 3 · Details and map">
      <div className="row g-4 align-items-center">
        <div className="col-lg-5">
          <h4 className="mb-4">Ways to reach us</h4>
          <ul className="list-unstyled d-grid gap-4 mb-0">
            {DETAILS.map((detail) => (
              <li key={detail.title} className="d-flex gap-3">
                <span className="demo-contact-icon">
                  <ContactIcon name={detail.icon} />
                </span>
                <div>
                  <h5 className="h6 mb-1">{detail.title}</h5>
                  {detail.lines.map((line) => (
                    <p key={line} className="mb-0 text-body-secondary">
                      {line}
                    </p>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-lg-7">
          <figure className="mb-0 demo-map-frame rounded-4">
            <img
              src={parkMapUrl}
              width={800}
              height={450}
              alt="Map"
              className="img-fluid d-block"
            />
            <figcaption className="demo-map-caption d-flex align-items-center gap-2">
              <ContactIcon name="pin" size={18} />
              Parkside Works, next to the lake in Garden Park
            </figcaption>
          </figure>
        </div>
      </div>
    </VariantBlock>
  );
}

function FormOnCard() {
  return (
    <VariantBlock title="Contact 4 · Form on a card">
      <div className="demo-contact-band rounded-4 px-3 py-5">
        <div className="card mx-auto demo-contact-card">
          <div className="card-header text-center py-4">
            <h4 className="mb-1">Tell us about your project</h4>
            <p className="text-body-secondary mb-0">
              A real person reads every message, usually the same day.
            </p>
          </div>
          <div className="card-body p-4">
            <ContactForm submitLabel="Send request" withTopic />
          </div>
          <div className="card-footer bg-transparent d-flex flex-wrap justify-content-center gap-4 py-3 small">
            <span className="d-inline-flex align-items-center gap-2">
              <ContactIcon name="clock" size={16} />
              Replies within a day
            </span>
            <span className="d-inline-flex align-items-center gap-2">
              <ContactIcon name="phone" size={16} />
              +1 555 0199
            </span>
          </div>
        </div>
      </div>
    </VariantBlock>
  );
}
