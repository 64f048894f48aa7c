import { useId } from 'react';
import chatUrl from '../images/pc-icon-chat.svg';
import layersUrl from '../images/pc-icon-layers.svg';
import shieldUrl from '../images/pc-icon-shield.svg';
import mapUrl from '../images/pc-map.svg';
import { InertForm, InertLink } from '../ui/inert';
import { IconFeature } from './pc-parts';
import { TextField } from './pd-fields';

const DESKS = [
  {
    icon: layersUrl,
    title: 'Sales',
    text: 'Team licences, invoices and custom plans.',
    email: 'sales@wabe.example',
  },
  {
    icon: shieldUrl,
    title: 'Support',
    text: 'Questions about the code or your download.',
    email: 'help@wabe.example',
  },
  {
    icon: chatUrl,
    title: 'Press',
    text: 'Interviews, logos and the story so far.',
    email: 'press@wabe.example',
  },
];

/** A contact page: message form, the studio's address with a drawn map, and who answers what. */
export function ContactUsPage() {
  return (
    <>
      <title>Contact Us – Wabe UI Kit</title>
      <section className="demo-pc-hero">
        <div className="container py-5">
          <p className="demo-pc-eyebrow mb-2">Contact us</p>
          <h1 className="display-5 mb-2">Let’s talk about your project</h1>
          <p className="lead mb-0 demo-pc-measure">
            Write a few lines and a real person answers within one working day.
          </p>
        </div>
      </section>
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-lg-7">
            <MessageForm />
          </div>
          <div className="col-lg-5 d-flex flex-column gap-4">
            <AddressCard />
            <div className="card overflow-hidden flex-grow-1">
              <img
                src={mapUrl}
                width={800}
                height={420}
                alt="Map of the neighbourhood with a pin on the studio, north of the river"
                className="demo-pc-map"
              />
            </div>
          </div>
        </div>
        <section className="mt-5 pt-lg-4">
          <h2 className="h3 mb-4">Or write to the right desk</h2>
          <div className="row g-4">
            {DESKS.map((desk) => (
              <div key={desk.title} className="col-md-4">
                <IconFeature icon={desk.icon} title={desk.title} text={desk.text} />
                <p className="mt-2 mb-0 ps-5 ms-3">
                  <InertLink>{desk.email}</InertLink>
                </p>
              </div>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}

function MessageForm() {
  const id = useId();
  return (
    <section className="card h-100 demo-pc-shadow">
      <div className="card-body p-4 p-lg-5">
        <h2 className="h3 mb-4">Send us a message</h2>
        <InertForm>
          <div className="row g-3">
            <TextField className="col-sm-6" label="Full name" autoComplete="name" />
            <TextField className="col-sm-6" label="Email" type="email" autoComplete="email" />
            <div className="col-12">
              <label htmlFor={`${id}-topic`} className="form-label">
                Topic
              </label>
              <select id={`${id}-topic`} className="form-select" defaultValue="project">
                <option value="project">A new project</option>
                <option value="licence">Licences and invoices</option>
                <option value="support">Help with the kit</option>
                <option value="other">Something else</option>
              </select>
            </div>
            <div className="col-12">
              <label htmlFor={`${id}-message`} className="form-label">
                Message
              </label>
              <textarea id={`${id}-message`} className="form-control" rows={6} />
            </div>
            <div className="col-12">
              <div className="form-check">
                <input id={`${id}-robot`} type="checkbox" className="form-check-input" />
                <label htmlFor={`${id}-robot`} className="form-check-label">
                  I’m not a robot
                </label>
              </div>
            </div>
            <div className="col-12">
              <button type="submit" className="btn btn-primary btn-lg">
                Send message
              </button>
            </div>
          </div>
        </InertForm>
      </div>
    </section>
  );
}

function AddressCard() {
  return (
    <section className="card demo-pc-dark border-0">
      <div className="card-body p-4">
        <h2 className="h4 mb-3">Visit the studio</h2>
        <address className="mb-3">
          Wabe Studio
          <br />
          14 Riverside Lane, 2nd floor
          <br />
          Bristol BS1 4RB, United Kingdom
        </address>
        <dl className="row small mb-0">
          <dt className="col-4 fw-normal">Phone</dt>
          <dd className="col-8 text-white">+44 117 496 0123</dd>
          <dt className="col-4 fw-normal">Email</dt>
          <dd className="col-8 text-white">hello@wabe.example</dd>
          <dt className="col-4 fw-normal">Hours</dt>
          <dd className="col-8 text-white mb-0">Mon–Thu, 9:00–17:00</dd>
        </dl>
      </div>
    </section>
  );
}
