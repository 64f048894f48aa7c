import { InertLink } from '../ui/inert';
import type { Post } from './blogs-posts';
import type { Person } from './teams-people';

// Small pieces every blog layout shares.

export function Chip({ children }: { children: string }) {
  return <span className="badge rounded-pill demo-chip">{children}</span>;
}

export function PostMeta({
  post,
  className = 'small text-body-secondary mb-0',
}: {
  post: Post;
  className?: string;
}) {
  return (
    <p className={className}>
      {post.date} · {post.minutes} min read
    </p>
  );
}

/** The post's title as its link; `stretched` makes the whole card the link's target. */
export function PostTitleLink({ post, stretched = false }: { post: Post; stretched?: boolean }) {
  return (
    <InertLink
      className={stretched ? 'demo-post-title-link stretched-link' : 'demo-post-title-link'}
    >
      {post.title}
    </InertLink>
  );
}

export function Byline({
  person,
  size = 40,
  detail,
}: {
  person: Person;
  size?: number;
  detail: string;
}) {
  return (
    <div className="d-flex align-items-center gap-2">
      <img src={person.avatar} width={size} height={size} alt="" className="demo-avatar" />
      <div className="lh-sm">
        <span className="d-block fw-semibold">{person.name}</span>
        <span className="small text-body-secondary">{detail}</span>
      </div>
    </div>
  );
}
