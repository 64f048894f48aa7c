import { useId } from 'react';
import martaUrl from '../images/pc-avatar-5.svg';
import jonasUrl from '../images/pc-avatar-6.svg';
import { InertForm } from '../ui/inert';
import { DANIEL } from './pc-content';
import { TextField } from './pd-fields';

const COMMENTS = [
  {
    person: { name: 'Marta Kowalska', avatar: martaUrl },
    date: 'March 5, 2025',
    text: 'We did the same with our support queue view and the team finally stopped asking where things are. The drawer idea is great.',
  },
  {
    person: { name: 'Jonas Reiter', avatar: jonasUrl },
    date: 'March 5, 2025',
    text: 'How did you handle people who really wanted their favourite widget back on the first screen?',
  },
  {
    person: DANIEL,
    date: 'March 6, 2025',
    text: 'Jonas, we let everyone pin one widget for themselves. Almost nobody did after the first week.',
  },
];

export function Comments() {
  return (
    <section className="mb-5">
      <h2 className="h4 mb-4">{COMMENTS.length} comments</h2>
      <ol className="list-unstyled mb-0">
        {COMMENTS.map((comment) => (
          <li key={comment.text} className="d-flex gap-3 mb-4">
            <img
              src={comment.person.avatar}
              width={48}
              height={48}
              alt=""
              className="rounded-circle flex-shrink-0"
            />
            <div className="flex-grow-1 border-bottom pb-3">
              <p className="mb-1">
                <span className="fw-semibold">{comment.person.name}</span>
                <span className="text-body-secondary small"> · {comment.date}</span>
              </p>
              <p className="mb-2">{comment.text}</p>
              <button type="button" className="btn btn-sm btn-link p-0">
                Reply
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CommentForm() {
  const id = useId();
  return (
    <section className="card">
      <div className="card-body p-4">
        <h2 className="h4 mb-3">Leave a comment</h2>
        <InertForm>
          <div className="row g-3">
            <TextField className="col-sm-6" label="Name" autoComplete="name" />
            <TextField
              className="col-sm-6"
              label={
                <>
                  Email <span className="text-body-secondary small">(not published)</span>
                </>
              }
              type="email"
              autoComplete="email"
            />
            <div className="col-12">
              <label htmlFor={`${id}-text`} className="form-label">
                Comment
              </label>
              <textarea id={`${id}-text`} className="form-control" rows={4} />
            </div>
            <div className="col-12">
              <button type="submit" className="btn btn-primary">
                Post comment
              </button>
            </div>
          </div>
        </InertForm>
      </div>
    </section>
  );
}
