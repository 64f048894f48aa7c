import Accordion from 'react-bootstrap/Accordion';
import { Link } from 'react-router';
import { REFUND_DAYS } from '../figures';

const QUESTIONS = [
  {
    question: 'What is included in the Wabe UI Kit?',
    answer:
      'Twenty ready pages, every section on this page, the Sass source with its theme variables and the drawings used in the examples. Copy a whole page or just the block you need.',
  },
  {
    question: 'Does it work with an existing Bootstrap project?',
    answer:
      'Yes. The sections use plain Bootstrap classes and a handful of small additions, so they pick up your colours, fonts and spacing from your own variables.',
  },
  {
    question: 'Can I use it for client work?',
    answer:
      'One licence covers unlimited projects for yourself or your clients. You may not resell the kit itself as a template or theme.',
  },
  {
    question: 'Do I need to know React?',
    answer:
      'The examples are React components, but the markup is ordinary HTML with Bootstrap classes. Paste it into any framework or a static page.',
  },
  {
    question: 'How do I get updates?',
    answer:
      'Updates are free for as long as the kit exists. You get an email with a short changelog, and the latest download is always in your account.',
  },
  {
    question: 'What if the kit is not right for me?',
    answer: `Write to us within ${REFUND_DAYS} days of your purchase and we refund you in full, no questions asked.`,
  },
];

/** The FAQ: one answer open at a time, the first to begin with. */
export function AccordionSection() {
  return (
    <div className="container">
      <h3 className="demo-variant">Accordion · Frequently asked questions</h3>
      <div className="row g-4 g-lg-5">
        <div className="col-lg-4">
          <h4 className="mb-3">Questions about the kit</h4>
          <p className="text-body-secondary">
            The answers to what people ask us most. Still unsure? We are happy to help.
          </p>
          <Link to="/contact-us" className="btn btn-outline-primary">
            Ask us anything
          </Link>
        </div>
        <div className="col-lg-8">
          <Accordion defaultActiveKey="0">
            {QUESTIONS.map((item, index) => (
              <Accordion.Item key={item.question} eventKey={String(index)}>
                <Accordion.Header as="h5">{item.question}</Accordion.Header>
                <Accordion.Body className="text-body-secondary">{item.answer}</Accordion.Body>
              </Accordion.Item>
            ))}
          </Accordion>
        </div>
      </div>
    </div>
  );
}
