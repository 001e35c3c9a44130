import type { Announcement } from '../hooks/use-announcer';

/**
 * Screen-reader announcements of order results: accepted orders in a polite region, refusals
 * and failures in an assertive one. Both regions exist from the start, as live regions must.
 */
export function LiveRegions({ polite, assertive }: { polite?: Announcement; assertive?: Announcement }) {
  return (
    <>
      <div role="status" aria-live="polite" data-testid="ticket-announce-polite" className="sr-only">
        {polite === undefined ? null : <p key={polite.id}>{polite.text}</p>}
      </div>
      <div role="alert" aria-live="assertive" data-testid="ticket-announce-assertive" className="sr-only">
        {assertive === undefined ? null : <p key={assertive.id}>{assertive.text}</p>}
      </div>
    </>
  );
}
