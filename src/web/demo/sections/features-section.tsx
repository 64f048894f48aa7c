import { Link } from 'react-router';
import checklistUrl from '../images/sa-feature-checklist.svg';
import dashboardUrl from '../images/sa-feature-dashboard.svg';
import { InertLink } from '../ui/inert';
import { VariantBlock } from '../ui/variant-block';
import { FeatureIcon, type IconName } from './features-icons';
import { LogoStrip } from './features-logos';

/** Six ways to present what a product does. */
export function FeaturesSection() {
  return (
    <div className="container">
      <IconGrid />
      <FeatureWithImage />
      <NumberedSteps />
      <StatsAndLogos />
      <Checklist />
      <FeatureCards />
    </div>
  );
}

const GRID: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'bolt',
    title: 'Fast by default',
    text: 'Pages load in under a second, even on a slow connection out in the countryside.',
  },
  {
    icon: 'shield',
    title: 'Private and secure',
    text: 'Encrypted at rest and in transit, with two-factor sign-in for every account.',
  },
  {
    icon: 'users',
    title: 'Built for teams',
    text: 'Invite colleagues, share boards and see at a glance who is working on what.',
  },
  {
    icon: 'chart',
    title: 'Clear reports',
    text: 'Weekly summaries that show progress without a spreadsheet in sight.',
  },
  {
    icon: 'cloud',
    title: 'Works offline',
    text: 'Keep working on the train; changes sync the moment you are back online.',
  },
  {
    icon: 'bell',
    title: 'Quiet notifications',
    text: 'Only what needs you today, bundled into one short morning digest.',
  },
];

function IconGrid() {
  return (
    <VariantBlock title="Features 1 · Icon grid">
      <div className="text-center mx-auto mb-5 demo-measure">
        <h4 className="display-6">Everything a small team needs</h4>
        <p className="lead text-body-secondary mb-0">
          One tidy place for plans, people and progress — without the clutter.
        </p>
      </div>
      <div className="row g-4 g-lg-5">
        {GRID.map((item) => (
          <div key={item.title} className="col-sm-6 col-lg-4 d-flex gap-3">
            <span className="demo-icon">
              <FeatureIcon name={item.icon} />
            </span>
            <div>
              <h5>{item.title}</h5>
              <p className="text-body-secondary mb-0">{item.text}</p>
            </div>
          </div>
        ))}
      </div>
    </VariantBlock>
  );
}

function FeatureWithImage() {
  return (
    <VariantBlock title="Features 2 · Feature with image">
      <div className="row align-items-center g-4 g-lg-5">
        <div className="col-lg-6">
          <img src={dashboardUrl} width={600} height={420} alt="" className="img-fluid" />
        </div>
        <div className="col-lg-6">
          <p className="demo-eyebrow mb-2">Reports</p>
          <h4 className="display-6 mb-3">Reports that explain themselves</h4>
          <p className="text-body-secondary mb-4">
            Every Monday the dashboard writes a short summary of last week: what moved, what stalled
            and where your team spent its time.
          </p>
          <div className="d-flex gap-3 mb-3">
            <span className="demo-icon demo-icon-herb">
              <FeatureIcon name="chat" />
            </span>
            <div>
              <h5>Plain-language summaries</h5>
              <p className="text-body-secondary mb-0">
                No jargon, no pivot tables, just sentences.
              </p>
            </div>
          </div>
          <div className="d-flex gap-3 mb-4">
            <span className="demo-icon demo-icon-teal">
              <FeatureIcon name="layers" />
            </span>
            <div>
              <h5>Export in one click</h5>
              <p className="text-body-secondary mb-0">PDF for the board, CSV for the analyst.</p>
            </div>
          </div>
          <Link to="/pricing" className="btn btn-outline-primary">
            Compare plans
          </Link>
        </div>
      </div>
    </VariantBlock>
  );
}

const STEPS = [
  {
    title: 'Create your workspace',
    text: 'Pick a name and a colour. Templates for common projects are ready to use.',
  },
  {
    title: 'Invite your team',
    text: 'Send a link by email or chat. Guests see only the boards you share.',
  },
  {
    title: 'Ship your first project',
    text: 'Drag tasks to done and watch the weekly report write itself.',
  },
];

function NumberedSteps() {
  return (
    <VariantBlock title="Features 3 · Numbered steps">
      <h4 className="display-6 text-center mb-5">Up and running in three steps</h4>
      <ol className="row g-4 list-unstyled mb-0">
        {STEPS.map((step, index) => (
          <li key={step.title} className="col-md-4 demo-step">
            <span className="demo-step-number mb-3" aria-hidden="true">
              {index + 1}
            </span>
            <h5>{step.title}</h5>
            <p className="text-body-secondary mb-0 px-lg-3">{step.text}</p>
          </li>
        ))}
      </ol>
    </VariantBlock>
  );
}

const STATS = [
  { figure: '12,400', label: 'teams plan their week with us' },
  { figure: '98%', label: 'stay after their first year' },
  { figure: '4.9 / 5', label: 'average rating in the app stores' },
  { figure: '35', label: 'countries, from Iceland to Chile' },
];

function StatsAndLogos() {
  return (
    <VariantBlock title="Features 4 · Stats and logos">
      <div className="demo-stats p-4 p-lg-5 mb-5">
        <h4 className="mb-4">Numbers we are proud of</h4>
        <div className="row g-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="col-6 col-lg-3">
              <p className="demo-stat-number mb-1">{stat.figure}</p>
              <p className="mb-0">{stat.label}</p>
            </div>
          ))}
        </div>
      </div>
      <p className="text-center text-body-secondary fw-semibold mb-4">
        Trusted by teams at these companies
      </p>
      <LogoStrip />
    </VariantBlock>
  );
}

const INCLUDED = [
  'Unlimited boards, lists and tasks',
  'Calendar and timeline views',
  'Guest access for clients and freelancers',
  'Daily backups you can restore yourself',
  'Help from real people within one working day',
];

function Checklist() {
  return (
    <VariantBlock title="Features 5 · List with checkmarks">
      <div className="row align-items-center g-4 g-lg-5">
        <div className="col-lg-6 order-lg-2">
          <img src={checklistUrl} width={520} height={440} alt="" className="img-fluid" />
        </div>
        <div className="col-lg-6">
          <h4 className="display-6 mb-3">Everything included, nothing to install</h4>
          <p className="text-body-secondary mb-4">
            Every plan comes with the full feature set. You only choose how many people join.
          </p>
          <ul className="list-unstyled mb-4">
            {INCLUDED.map((item) => (
              <li key={item} className="d-flex gap-2 mb-2">
                <span className="demo-check">
                  <FeatureIcon name="check" />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <InertLink className="btn btn-primary">Start your free month</InertLink>
        </div>
      </div>
    </VariantBlock>
  );
}

const CARDS: { icon: IconName; title: string; text: string; tone: string }[] = [
  {
    icon: 'calendar',
    title: 'Scheduling',
    text: 'Find a time that suits everyone across time zones, without the email ping-pong.',
    tone: 'demo-icon',
  },
  {
    icon: 'chat',
    title: 'Team chat',
    text: 'Threads live next to the task they are about, so decisions never get lost.',
    tone: 'demo-icon demo-icon-herb',
  },
  {
    icon: 'lock',
    title: 'Permissions',
    text: 'Decide who can see, edit or share each board — down to a single list.',
    tone: 'demo-icon demo-icon-teal',
  },
];

function FeatureCards() {
  return (
    <VariantBlock title="Features 6 · Cards">
      <div className="row g-4">
        {CARDS.map((card) => (
          <div key={card.title} className="col-md-4">
            <div className="card h-100 shadow-sm">
              <div className="card-body p-4">
                <span className={`${card.tone} mb-3`}>
                  <FeatureIcon name={card.icon} />
                </span>
                <h4 className="h5">{card.title}</h4>
                <p className="text-body-secondary mb-0">{card.text}</p>
              </div>
              <div className="card-footer bg-transparent border-0 px-4 pb-4 pt-0">
                <InertLink className="fw-semibold">
                  Learn more
                  <span className="visually-hidden"> about {card.title.toLowerCase()}</span>
                </InertLink>
              </div>
            </div>
          </div>
        ))}
      </div>
    </VariantBlock>
  );
}
