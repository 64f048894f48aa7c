import type { ReactNode } from 'react';

interface ErrorLayoutProps {
  /** The status code shown above the heading. */
  code: string;
  illustration: string;
  title: string;
  lead: string;
  /** The buttons under the lead. */
  actions: ReactNode;
  /** Whatever follows the actions: help links, a status card. */
  children?: ReactNode;
}

/** The error pages' frame: a drawn scene, the code, one heading, a way back. */
export function ErrorLayout({
  code,
  illustration,
  title,
  lead,
  actions,
  children,
}: ErrorLayoutProps) {
  return (
    <section className="container py-5 text-center">
      <img
        src={illustration}
        width={480}
        height={320}
        alt=""
        className="img-fluid demo-pd-error-art mb-3"
      />
      <p className="demo-pd-error-code mb-1">Error {code}</p>
      <h1 className="display-5 mb-3">{title}</h1>
      <p className="lead text-body-secondary mx-auto demo-pd-error-lead">{lead}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">{actions}</div>
      {children}
    </section>
  );
}
