import { useId } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { Link } from 'react-router';
import { dollars, MONTHLY_PLANS, type Plan, YEARLY_PLANS } from '../figures';
import { InertLink } from '../ui/inert';
import { SectionHeading } from './pc-parts';

const BLURBS: Record<string, string> = {
  Starter: 'For freelancers with one site to launch.',
  Pro: 'For small teams shipping several projects.',
  Enterprise: 'For agencies and larger organisations.',
};

const FAQ = [
  {
    question: 'Can I switch plans later?',
    answer: 'Yes. Upgrade or downgrade at any time; we credit what you have already paid.',
  },
  {
    question: 'Do I need a plan for every website?',
    answer: 'No. A plan covers every site you build while it is active, for you or your clients.',
  },
  {
    question: 'What happens when my plan ends?',
    answer: 'Your sites keep working. You simply stop receiving updates and new sections.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'All major cards and bank transfer for yearly plans. Prices exclude sales tax.',
  },
];

/** Three plans with a Monthly/Yearly switch (docs/shop/demo-site.md#figures), then a short FAQ. */
export function PricingPage() {
  const id = useId();
  return (
    <>
      <title>Pricing – Wabe UI Kit</title>
      <section className="demo-pc-hero">
        <div className="container pt-5 pb-4 text-center">
          <p className="demo-pc-eyebrow mb-2">Pricing</p>
          <h1 className="display-5 mb-3">Simple plans for every size of team</h1>
          <p className="lead mx-auto mb-0 demo-pc-measure">
            Every plan includes all twenty pages and sixty sections. Pay monthly, or yearly and
            save.
          </p>
        </div>
      </section>
      <section className="container py-5" aria-labelledby={`${id}-plans`}>
        <h2 id={`${id}-plans`} className="visually-hidden">
          Plans
        </h2>
        <Tab.Container id={id} defaultActiveKey="monthly">
          <Nav variant="pills" className="justify-content-center mb-5">
            <Nav.Item>
              <Nav.Link eventKey="monthly" as="button">
                Monthly
              </Nav.Link>
            </Nav.Item>
            <Nav.Item>
              <Nav.Link eventKey="yearly" as="button">
                Yearly
              </Nav.Link>
            </Nav.Item>
          </Nav>
          <Tab.Content>
            <Tab.Pane eventKey="monthly">
              <PlanCards plans={MONTHLY_PLANS} period="month" />
            </Tab.Pane>
            <Tab.Pane eventKey="yearly">
              <PlanCards plans={YEARLY_PLANS} period="year" />
            </Tab.Pane>
          </Tab.Content>
        </Tab.Container>
        <p className="text-center small text-body-secondary mt-4 mb-0">
          Prices in US dollars. Not sure yet? <Link to="/contact-us">Ask us anything</Link>.
        </p>
      </section>
      <Faq />
    </>
  );
}

function PlanCards({ plans, period }: { plans: Plan[]; period: 'month' | 'year' }) {
  return (
    <div className="row g-4 align-items-center">
      {plans.map((plan) => {
        const featured = plan.name === 'Pro';
        return (
          <div key={plan.name} className="col-lg-4">
            <div className={featured ? 'card demo-pc-plan-featured demo-pc-shadow' : 'card'}>
              <div className="card-body p-4 p-lg-5">
                <div className="d-flex justify-content-between align-items-center mb-2">
                  <h3 className="h4 mb-0">{plan.name}</h3>
                  {featured && <span className="badge bg-primary">Most popular</span>}
                </div>
                <p className="text-body-secondary">{BLURBS[plan.name]}</p>
                <p className="mb-4">
                  <span className="demo-pc-plan-price">{dollars(plan.price)}</span>
                  <span className="text-body-secondary"> / {period}</span>
                </p>
                <ul className="list-unstyled mb-4">
                  {plan.features.map((feature) => (
                    <li key={feature} className="py-2 border-bottom">
                      <span className="text-success fw-bold me-2" aria-hidden="true">
                        ✓
                      </span>
                      {feature}
                    </li>
                  ))}
                </ul>
                <InertLink
                  className={featured ? 'btn btn-primary w-100' : 'btn btn-outline-primary w-100'}
                >
                  Choose {plan.name}
                </InertLink>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

function Faq() {
  return (
    <section className="bg-white border-top">
      <div className="container py-5">
        <SectionHeading centred eyebrow="FAQ" title="Questions, answered" />
        <div className="row g-4 g-lg-5">
          {FAQ.map((item) => (
            <div key={item.question} className="col-md-6">
              <h3 className="h5">{item.question}</h3>
              <p className="text-body-secondary mb-0">{item.answer}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
