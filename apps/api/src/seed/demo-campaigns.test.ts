import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseCampaignsFile } from '../modules/campaigns/campaigns-file.js';
import { demoEventsAhead } from './demo-campaigns.js';
import { DEMO_CAMPAIGNS_FILE } from './seed-demo.js';

const demo = parseCampaignsFile(await readFile(DEMO_CAMPAIGNS_FILE, 'utf8'));
const openHouse = (file: typeof demo) =>
  file.events.find((event) => event.key === 'open-house-austin');

describe("the demo's yearly event", () => {
  it('stays where the file puts it until it has ended', () => {
    const written = openHouse(demo);
    expect(written).toMatchObject({
      startsAt: '2027-06-17T22:00:00Z',
      endsAt: '2027-06-18T01:00:00Z',
    });
    expect(demoEventsAhead(demo, new Date('2026-11-29T12:00:00Z'))).toEqual(demo);
    expect(demoEventsAhead(demo, new Date('2027-06-18T00:30:00Z'))).toEqual(demo);
  });

  it('comes round a year later once it has ended, at the same time of day', () => {
    expect(openHouse(demoEventsAhead(demo, new Date('2027-06-18T01:00:00Z')))).toMatchObject({
      startsAt: '2028-06-17T22:00:00Z',
      endsAt: '2028-06-18T01:00:00Z',
    });
    expect(openHouse(demoEventsAhead(demo, new Date('2031-02-01T00:00:00Z')))).toMatchObject({
      startsAt: '2031-06-17T22:00:00Z',
      endsAt: '2031-06-18T01:00:00Z',
    });
  });

  it('keeps everything else of the file, and the campaigns as written', () => {
    const moved = demoEventsAhead(demo, new Date('2029-01-01T00:00:00Z'));
    expect(moved.campaigns).toEqual(demo.campaigns);
    expect({ ...openHouse(moved), startsAt: '', endsAt: '' }).toEqual({
      ...openHouse(demo),
      startsAt: '',
      endsAt: '',
    });
  });
});
