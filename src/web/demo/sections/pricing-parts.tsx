import { type ReactNode, useId } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { dollars } from '../figures';

/** A tick for included features; the text beside it says what is included. */
export function CheckIcon({ className = 'demo-check-mark' }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" className={className}>
      <path
        d="M3 8.5l3 3 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function FeatureList({
  features,
  className = '',
}: {
  features: string[];
  className?: string;
}) {
  return (
    <ul className={`list-unstyled d-grid gap-2 ${className}`}>
      {features.map((feature) => (
        <li key={feature} className="d-flex gap-2 align-items-center">
          <CheckIcon />
          {feature}
        </li>
      ))}
    </ul>
  );
}

/** A price with its period, e.g. "$45 /month". */
export function Price({
  amount,
  period,
  size = 'display-5',
  periodClassName = 'text-body-secondary',
}: {
  amount: number;
  period: string;
  size?: string;
  periodClassName?: string;
}) {
  return (
    <p className="d-flex align-items-baseline gap-1 mb-3">
      <span className={`${size} fw-bold demo-price`}>{dollars(amount)}</span>
      <span className={periodClassName}>/{period}</span>
    </p>
  );
}

export interface PricingTab {
  label: string;
  content: ReactNode;
}

/**
 * A pricing tab group: real tabs (arrow keys move between them), opening on the tab `initial`
 * names, the first by default.
 */
export function PricingTabs({
  label,
  tabs,
  initial = 0,
  variant = 'pills',
  navClassName = 'demo-segmented mx-auto mb-4',
}: {
  label: string;
  tabs: PricingTab[];
  initial?: number;
  variant?: 'pills' | 'tabs' | 'underline';
  navClassName?: string;
}) {
  const id = useId();
  return (
    <Tab.Container id={id} defaultActiveKey={String(initial)}>
      <Nav variant={variant} aria-label={label} className={navClassName}>
        {tabs.map((tab, index) => (
          <Nav.Item key={tab.label}>
            <Nav.Link eventKey={String(index)}>{tab.label}</Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Tab.Content>
        {tabs.map((tab, index) => (
          <Tab.Pane key={tab.label} eventKey={String(index)}>
            {tab.content}
          </Tab.Pane>
        ))}
      </Tab.Content>
    </Tab.Container>
  );
}
