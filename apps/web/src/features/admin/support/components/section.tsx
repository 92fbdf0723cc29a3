import { useId, type ReactNode } from 'react';

/** One part of a member's file: a card with a heading it is named by. */
export function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="console-card" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      {lead && <p className="small text-body-secondary">{lead}</p>}
      {children}
    </section>
  );
}

/** A table that scrolls sideways on a phone (cells keep their line; `console-wide` ones wrap), with a caption for screen readers. */
export function DossierTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="table-responsive" tabIndex={0}>
      <table className="table table-sm align-middle mb-0 console-dossier-table">
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
