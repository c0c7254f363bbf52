import type { ReactNode } from 'react';

/**
 * The document's title for the page (React hoists `<title>` into the head), so tabs, history and
 * screen readers say where the user is: "Home · Stride".
 */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · Stride`}</title>;
}

/** A route's page with its title. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageTitle title={title} />
      {children}
    </>
  );
}
