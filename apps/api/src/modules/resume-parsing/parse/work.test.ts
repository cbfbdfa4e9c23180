/** Entry structures of work history: where the employer, the title, the place and the dates sit. */
import { describe, expect, it } from 'vitest';
import { parseWork } from './work.js';

const jobs = (text: string) =>
  parseWork(text.split('\n')).map(({ company, title, startDate, endDate, current }) => ({
    company,
    title,
    startDate,
    ...(endDate ? { endDate } : {}),
    current,
  }));

describe('parseWork: entry structures', () => {
  it('keeps a city after the employer out of the employer ("Stripe — San Francisco, CA", "Employer • City")', () => {
    expect(
      jobs(
        [
          'Stripe — San Francisco, CA\tMar 2019 – Present',
          'Senior Backend Engineer',
          'Box • Redwood City, CA\tJul 2016 – Feb 2019',
          'Software Engineer',
        ].join('\n'),
      ),
    ).toEqual([
      { company: 'Stripe', title: 'Senior Backend Engineer', startDate: '2019-03', current: true },
      {
        company: 'Box',
        title: 'Software Engineer',
        startDate: '2016-07',
        endDate: '2019-02',
        current: false,
      },
    ]);
  });

  it('splits "Title, Employer – City", "Employer, City, ST, Title" and dashes without spaces', () => {
    expect(jobs('Security Engineer, Microsoft – Redmond, WA\tJul 2021 – Present')[0]).toMatchObject(
      {
        company: 'Microsoft',
        title: 'Security Engineer',
      },
    );
    expect(
      jobs('Shoppers Drug Mart, Vancouver, BC, Pharmacy Manager\tFeb 2020 – Present')[0],
    ).toMatchObject({
      company: 'Shoppers Drug Mart',
      title: 'Pharmacy Manager',
    });
    expect(
      jobs('Ryder System, Inc.—Miami, FL\tJan 2019–Present\nSupply Chain Manager')[0],
    ).toMatchObject({
      company: 'Ryder System, Inc.',
      title: 'Supply Chain Manager',
    });
  });

  it('reads moderncv\'s "Title, Employer, Town" with a title holding a comma', () => {
    expect(
      jobs(
        [
          '2018–present\tPrincipal Engineer, Turbine Cooling, Rolls-Royce plc, Derby',
          '2009–2013\tDesign Engineer, JCB, Rocester',
        ].join('\n'),
      ),
    ).toMatchObject([
      { company: 'Rolls-Royce plc', title: 'Principal Engineer, Turbine Cooling' },
      { company: 'JCB', title: 'Design Engineer' },
    ]);
  });

  it('finds the header one or two lines before the dates, with the city on a line of its own', () => {
    expect(
      jobs(
        [
          'Salesforce',
          'Enterprise Account Executive',
          'February 2021 - Present (3 years 4 months)',
          'Atlanta, Georgia, United States',
          'Closed $9.2M in new ACV.',
          'Oracle',
          'Account Executive',
          'June 2017 - January 2021 (3 years 8 months)',
          'Atlanta, Georgia',
        ].join('\n'),
      ),
    ).toEqual([
      {
        company: 'Salesforce',
        title: 'Enterprise Account Executive',
        startDate: '2021-02',
        current: true,
      },
      {
        company: 'Oracle',
        title: 'Account Executive',
        startDate: '2017-06',
        endDate: '2021-01',
        current: false,
      },
    ]);
  });

  it("reads dates right-aligned on the title line with the employer below (Jake's resume)", () => {
    expect(
      jobs(
        [
          'Senior Data Scientist\tApr. 2021 – Present',
          'Flipkart\tBengaluru',
          '• Built demand forecasts.',
        ].join('\n'),
      ),
    ).toEqual([
      { company: 'Flipkart', title: 'Senior Data Scientist', startDate: '2021-04', current: true },
    ]);
  });

  it('sets employment types and durations aside (LinkedIn)', () => {
    expect(
      jobs(
        [
          'Audit Manager',
          'Deloitte · Full-time',
          'Sep 2019 - Present · 4 yrs 10 mos',
          'Chicago, IL',
        ].join('\n'),
      ),
    ).toEqual([
      { company: 'Deloitte', title: 'Audit Manager', startDate: '2019-09', current: true },
    ]);
  });

  it('puts back dates wrapped in a narrow margin column', () => {
    expect(
      jobs(
        [
          'October 2018\tSenior Litigation Paralegal, Ropes & Gray LLP, Boston, MA',
          '– Present\t○ Manage e-discovery review platforms.',
          'June 2015 –\tParalegal, Goodwin Procter, Boston, MA',
          'September\t○ Prepared closing binders.',
          '2018',
        ].join('\n'),
      ),
    ).toEqual([
      {
        company: 'Ropes & Gray LLP',
        title: 'Senior Litigation Paralegal',
        startDate: '2018-10',
        current: true,
      },
      {
        company: 'Goodwin Procter',
        title: 'Paralegal',
        startDate: '2015-06',
        endDate: '2018-09',
        current: false,
      },
    ]);
  });

  it('does not take a wrapped sentence ending in a year for an entry', () => {
    expect(
      jobs(
        [
          'Best Buy\t2002 – 2006',
          'Geek Squad Agent',
          '○ Top in-home installation score in the district in',
          '2005.',
        ].join('\n'),
      ),
    ).toHaveLength(1);
  });

  it('reads "Title at Company" in four languages', () => {
    expect(jobs('Chef de projet chez Groupe SEB\tsept. 2017 – aujourd’hui')[0]).toMatchObject({
      company: 'Groupe SEB',
      title: 'Chef de projet',
    });
    expect(jobs('Entwicklerin bei SAP SE\t2019 – heute')[0]).toMatchObject({
      company: 'SAP SE',
      title: 'Entwicklerin',
    });
  });
});
