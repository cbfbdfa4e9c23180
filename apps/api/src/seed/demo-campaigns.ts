/**
 * The demo's events come round every year: at each start, one that has ended by `today` moves
 * on by whole years, so the demo (and the tests that register through it) always has an event
 * ahead to register for. A tenant's own campaigns file is imported as written.
 */
import type { CampaignsFile } from '@talentgate/domain';
import { fileTime } from '../modules/campaigns/campaigns-file.js';

function yearsLater(time: string, years: number): Date {
  const moved = new Date(time);
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return moved;
}

export function demoEventsAhead(file: CampaignsFile, today: Date): CampaignsFile {
  const events = file.events.map((event) => {
    let years = 0;
    while (yearsLater(event.endsAt, years) <= today) years += 1;
    if (years === 0) return event;
    return {
      ...event,
      startsAt: fileTime(yearsLater(event.startsAt, years)),
      endsAt: fileTime(yearsLater(event.endsAt, years)),
    };
  });
  return { ...file, events };
}
