import type { ReactNode } from 'react';
import { SocialIcon } from '../ui/social-icon';

/** The sign-in pages' frame: a card split into a drawn side panel and the form. */
export function AuthSplit({
  panel,
  children,
  panelFirst = true,
}: {
  panel: ReactNode;
  children: ReactNode;
  /** On wide screens the panel sits left of the form, or right of it. */
  panelFirst?: boolean;
}) {
  return (
    <div className="container py-5">
      <div className="card shadow-sm overflow-hidden mx-auto demo-pd-auth-card">
        <div className="row g-0">
          <div className="col-lg-6">
            <div className="card-body p-4 p-md-5">{children}</div>
          </div>
          <div
            className={
              panelFirst
                ? 'col-lg-6 demo-pd-auth-panel d-none d-lg-flex order-lg-first'
                : 'col-lg-6 demo-pd-auth-panel d-none d-lg-flex'
            }
          >
            {panel}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Sign in with another account: buttons that only look the part. */
export function SocialSignIn({ verb }: { verb: 'Sign in' | 'Sign up' }) {
  return (
    <>
      <div className="d-grid gap-2 d-sm-flex">
        <button type="button" className="btn btn-outline-secondary flex-fill">
          <SocialIcon network="facebook" />
          <span className="ms-2">
            <span className="visually-hidden">{verb} with </span>Facebook
          </span>
        </button>
        <button type="button" className="btn btn-outline-secondary flex-fill">
          <SocialIcon network="twitter" />
          <span className="ms-2">
            <span className="visually-hidden">{verb} with </span>Twitter
          </span>
        </button>
      </div>
      <p className="demo-pd-auth-divider text-body-secondary small my-4">or with your email</p>
    </>
  );
}
