import { type ReactNode, useId } from 'react';
import { InertForm } from '../ui/inert';
import { ContactIcon } from './contact-icons';

/**
 * The contact form every layout shares: name, email, message and the robot check. It sends
 * nothing. `withIcons` puts the name and email fields in input groups with an icon; `narrow`
 * stacks them for a slim card.
 */
export function ContactForm({
  submitLabel = 'Send message',
  withIcons = false,
  withTopic = false,
  narrow = false,
}: {
  submitLabel?: string;
  withIcons?: boolean;
  withTopic?: boolean;
  narrow?: boolean;
}) {
  const id = useId();
  const half = narrow ? 'col-12' : 'col-sm-6';
  return (
    <InertForm className="d-grid gap-3">
      <div className="row g-3">
        <div className={half}>
          <label htmlFor={`${id}-name`} className="form-label">
            Your name
          </label>
          <Field icon={withIcons ? 'user' : undefined}>
            <input
              id={`${id}-name`}
              type="text"
              className="form-control"
              placeholder="Alex Morgan"
              autoComplete="name"
            />
          </Field>
        </div>
        <div className={half}>
          <label htmlFor={`${id}-email`} className="form-label">
            Email address
          </label>
          <Field icon={withIcons ? 'mail' : undefined}>
            <input
              id={`${id}-email`}
              type="email"
              className="form-control"
              placeholder="alex@example.com"
              autoComplete="email"
            />
          </Field>
        </div>
      </div>
      {withTopic && (
        <div>
          <label htmlFor={`${id}-topic`} className="form-label">
            What can we help with?
          </label>
          <select id={`${id}-topic`} className="form-select" defaultValue="project">
            <option value="project">A new project</option>
            <option value="license">Licences and invoices</option>
            <option value="support">Technical support</option>
            <option value="other">Something else</option>
          </select>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-message`} className="form-label">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          className="form-control"
          rows={4}
          placeholder="Tell us a little about what you need"
        />
      </div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3">
        <div className="form-check mb-0">
          <input id={`${id}-robot`} type="checkbox" className="form-check-input demo-robot-check" />
          <label htmlFor={`${id}-robot`} className="form-check-label">
            I'm not a robot
          </label>
        </div>
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
      </div>
    </InertForm>
  );
}

function Field({ icon, children }: { icon?: 'user' | 'mail'; children: ReactNode }) {
  if (!icon) return children;
  return (
    <div className="input-group">
      <span className="input-group-text">
        <ContactIcon name={icon} size={18} />
      </span>
      {children}
    </div>
  );
}
