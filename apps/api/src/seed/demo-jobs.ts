/**
 * Demo data for the "demo" tenant: a fictional mid-size employer, Northwind Health & Technology,
 * which runs hospitals and clinics, a software division (Northwind Digital) and a medical supply
 * logistics network (Northwind Supply). Everything here is invented.
 */

export interface DemoJob {
  /** Stable key, unique, kebab-case, used to make seeding idempotent, e.g. 'senior-backend-engineer-austin'. */
  key: string;
  title: string;
  category: DemoCategory;
  city: string;
  state: string; // state/province/region code or name ('TX', 'Ontario', 'Île-de-France'); '' if none
  country: string; // full English country name, e.g. 'United States'
  employmentType: 'Full-time' | 'Part-time' | 'Contract' | 'Internship' | 'Temporary';
  /** One or two sentences shown in search results (max 240 chars). */
  summary: string;
  /** Full description: 3-6 paragraphs separated by blank lines ("\n\n"); lists as lines starting with "- ". Plain text, no HTML, no markdown headings other than short lines ending with ':' */
  description: string;
  status: 'open' | 'closed';
  /** Smart post id used by job boards to point at the requisition: 8 uppercase alphanumerics, unique. */
  smartPostId: string;
  /** How many days before "today" the job was posted (0-60). */
  postedDaysAgo: number;
  /** Whom its candidates reach (issue 21 item 9); without one, the tenant's contact. */
  recruiter?: { name: string; email: string; phone: string | null };
}

export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export const DEMO_CATEGORIES = [
  'Engineering',
  'Nursing & Care',
  'Sales & Marketing',
  'Operations & Logistics',
  'Finance',
  'People & HR',
] as const;

export const DEMO_LOCATIONS = [
  { city: 'Austin', state: 'TX', country: 'United States' },
  { city: 'Seattle', state: 'WA', country: 'United States' },
  { city: 'New York', state: 'NY', country: 'United States' },
  { city: 'Chicago', state: 'IL', country: 'United States' },
  { city: 'Toronto', state: 'Ontario', country: 'Canada' },
  { city: 'London', state: 'England', country: 'United Kingdom' },
  { city: 'Dublin', state: 'Leinster', country: 'Ireland' },
  { city: 'Berlin', state: 'Berlin', country: 'Germany' },
  { city: 'Madrid', state: 'Community of Madrid', country: 'Spain' },
  { city: 'Remote', state: '', country: 'United States' },
] as const;

export const DEMO_TENANT = {
  client: 'demo',
  name: 'Northwind Health & Technology',
  tagline: 'Better care, built by people who care.',
  defaultLanguage: 'en',
  languages: ['en', 'es', 'fr', 'ar'],
} as const;

const [AUSTIN, SEATTLE, NEW_YORK, CHICAGO, TORONTO, LONDON, DUBLIN, BERLIN, MADRID, REMOTE] =
  DEMO_LOCATIONS;

/**
 * Builds a description. A string block is a paragraph; an array block is a short heading line
 * (ending with ':') followed by its list items, each rendered as a "- " line.
 */
function text(...blocks: ReadonlyArray<string | readonly [string, ...string[]]>): string {
  return blocks
    .map((block) =>
      typeof block === 'string'
        ? block
        : [block[0], ...block.slice(1).map((item) => `- ${item}`)].join('\n'),
    )
    .join('\n\n');
}

export const DEMO_JOBS: readonly DemoJob[] = [
  // ---------------------------------------------------------------- Engineering
  {
    key: 'senior-backend-engineer-patient-scheduling-austin',
    title: 'Senior Backend Engineer, Patient Scheduling',
    category: 'Engineering',
    ...AUSTIN,
    recruiter: {
      name: 'Marcus Lee, Recruiter',
      email: 'marcus.lee@northwind.example',
      phone: '+1 512 555 0147',
    },
    employmentType: 'Full-time',
    summary:
      'Own the services that book more than 40,000 appointments a week across our hospitals and clinics. TypeScript, Node.js and PostgreSQL.',
    description: text(
      'The Scheduling team at Northwind Digital builds the engine behind every appointment a patient books with us, whether online, over the phone or at a front desk. We are six engineers, a product manager and a designer who sit a short walk from Northwind Medical Center Austin, so the people who use our software are never far away.',
      [
        "What you'll do:",
        'Design and ship APIs for slot search, waitlists and automated reminders',
        'Untangle provider availability rules that differ by clinic, specialty and insurance plan',
        'Make reads fast: most slot searches should answer in under 150 ms at peak',
        'Review code, mentor two mid-level engineers and lead our on-call rotation one week in six',
      ],
      [
        'What you bring:',
        'Five or more years building backend services, ideally in TypeScript or another typed language',
        'Strong PostgreSQL skills: indexing, transactions and reading a query plan',
        'Experience with calendars, booking or other problems where time zones bite',
        'Calm, clear writing in design documents and incident reviews',
      ],
      'Hybrid: two days a week in our East Austin office. Medical, dental and vision coverage starts on day one, with a 401(k) match of up to 5%.',
    ),
    status: 'open',
    smartPostId: 'M6LMLU9J',
    postedDaysAgo: 3,
  },
  {
    key: 'staff-site-reliability-engineer-seattle',
    title: 'Staff Site Reliability Engineer',
    category: 'Engineering',
    ...SEATTLE,
    employmentType: 'Full-time',
    summary:
      'Lead reliability for the Kubernetes platform that runs our patient-facing apps and clinical integrations. Set SLOs, shape incident response and make deploys boring.',
    description: text(
      'Northwind Digital runs roughly 120 services on Kubernetes across two cloud regions, plus a handful of on-premises clusters inside our hospitals that must keep working when the internet does not. The Platform Reliability group keeps all of it healthy and makes it easy for product teams to ship safely.',
      [
        'In this role you will:',
        'Set the technical direction for our Kubernetes clusters, service mesh and GitOps deploy pipeline',
        'Define service level objectives with product teams and build the dashboards and alerts behind them',
        'Run game days and chaos experiments for failover between regions',
        'Coach engineers through incidents and write blameless reviews that lead to real fixes',
      ],
      [
        'You have:',
        'Deep hands-on experience operating Kubernetes in production, including upgrades and networking',
        'Fluency with Terraform, Prometheus and at least one of Go or Python',
        'A track record of reducing toil through automation rather than heroics',
        'Bonus: experience in a regulated environment such as healthcare or finance (HIPAA, SOC 2)',
      ],
      'Our Seattle office is in South Lake Union; the team works hybrid and the on-call rotation is shared across eight people. Salary range 205,000-245,000 USD plus equity-like long-term incentive.',
    ),
    status: 'open',
    smartPostId: '7UB8D532',
    postedDaysAgo: 7,
  },
  {
    key: 'frontend-engineer-patient-portal-berlin',
    title: 'Frontend Engineer, Patient Portal',
    category: 'Engineering',
    ...BERLIN,
    employmentType: 'Full-time',
    summary:
      'Build the web portal where patients read test results, message their care team and pay bills. React, TypeScript and a serious commitment to accessibility.',
    description: text(
      'Many of our patients are older, unwell or using an old phone on a weak connection. The Patient Portal team in Berlin builds for exactly those people. We ship a React application in five languages and we test every release with a screen reader before it goes out.',
      [
        'Your work will include:',
        'Building new features such as shared access for caregivers and online check-in',
        'Keeping the portal at WCAG 2.2 AA and fixing issues found in our quarterly audit',
        'Improving load times on low-end Android devices',
        'Working with designers and clinicians to write plain-language error messages',
      ],
      [
        "We're looking for:",
        'Three or more years of professional frontend work with React and TypeScript',
        'Practical knowledge of semantic HTML, ARIA and keyboard navigation',
        'Comfort writing component and end-to-end tests',
        'Good English; German is helpful but not required',
      ],
      'Our office is near Moritzplatz in Kreuzberg. We offer 30 days of paid leave, a BVG transit ticket and relocation support for candidates moving to Berlin.',
    ),
    status: 'open',
    smartPostId: 'EETM3GRL',
    postedDaysAgo: 12,
  },
  {
    key: 'data-engineer-clinical-analytics-dublin',
    title: 'Data Engineer, Clinical Analytics',
    category: 'Engineering',
    ...DUBLIN,
    employmentType: 'Full-time',
    summary:
      'Build reliable pipelines that turn hospital records into the dashboards our clinicians use to track readmissions, sepsis alerts and bed occupancy.',
    description: text(
      'Clinical Analytics gives doctors, nurses and hospital managers timely, trustworthy numbers. Today that means nightly loads from four electronic health record systems into our warehouse; next year it means near real-time data for bed management. You will join three data engineers and two analysts based in Dublin.',
      [
        'Day to day you will:',
        'Build and maintain ingestion pipelines in Python and dbt on top of our cloud warehouse',
        'Model clinical data such as admissions, lab results and medication orders so analysts can trust it',
        'Add data quality checks and lineage so a broken feed is caught before a clinician sees it',
        'Apply pseudonymisation and access controls in line with GDPR and our data protection office',
      ],
      [
        'What we hope you have:',
        'Solid SQL and Python, and experience with an orchestration tool such as Airflow or Dagster',
        'Experience modelling data for analytics (star schemas, slowly changing dimensions)',
        'Curiosity about healthcare; knowledge of HL7 or FHIR is a plus',
      ],
      'Hybrid from our office on Grand Canal Dock, three days in the office per month minimum. Pension contribution of 8%, private health insurance and a learning budget of 1,500 EUR a year.',
    ),
    status: 'open',
    smartPostId: 'S5GRMJKS',
    postedDaysAgo: 18,
  },
  {
    key: 'junior-software-engineer-remote',
    title: 'Junior Software Engineer',
    category: 'Engineering',
    ...REMOTE,
    employmentType: 'Full-time',
    summary:
      'Start your career on a supportive team that builds internal tools for our hospitals. Structured mentoring, pair programming and real production work from month one.',
    description: text(
      'The Internal Tools team builds the applications our staff use behind the scenes: shift swaps for nurses, equipment requests, visitor badges and the like. It is a great place to learn, because the users are colleagues who give fast and honest feedback.',
      [
        'During your first year you will:',
        'Pair with a senior engineer on a small feature in your first two weeks',
        'Write TypeScript on both the server and the browser, with tests',
        'Join user sessions with nurses and porters to see how the tools are really used',
        'Take part in code review, both giving and receiving feedback',
      ],
      [
        'You might be a good fit if you:',
        'Have a degree, bootcamp certificate or equivalent self-taught experience in software development',
        'Have built at least one project you can show us, however small',
        'Ask questions early and enjoy explaining what you learned',
      ],
      'This is a fully remote role open to candidates anywhere in the United States, working mostly on US Central time. We provide a laptop, a home office stipend and a dedicated mentor for your first six months.',
    ),
    status: 'open',
    smartPostId: 'RKLJ67B8',
    postedDaysAgo: 1,
  },
  {
    key: 'biomedical-engineer-chicago',
    title: 'Biomedical Engineer',
    category: 'Engineering',
    ...CHICAGO,
    employmentType: 'Full-time',
    summary:
      'Keep infusion pumps, ventilators and patient monitors safe and ready at Northwind Lakeshore Hospital. Lead device integration projects with our clinical and IT teams.',
    description: text(
      'The Clinical Engineering department at Northwind Lakeshore Hospital looks after more than 9,000 medical devices, from bedside monitors to an MRI scanner. We are a team of biomedical engineers and technicians who work side by side with nurses and physicians on the wards.',
      [
        'Responsibilities:',
        'Plan and oversee preventive maintenance, calibration and electrical safety testing',
        'Investigate device incidents and recalls and report to the FDA when required',
        'Evaluate new equipment before purchase and support installation and staff training',
        'Connect devices such as smart pumps to the electronic health record with the integration team',
      ],
      [
        'Requirements:',
        "Bachelor's degree in biomedical, electrical or clinical engineering",
        'Two or more years in a hospital or medical device setting',
        'CBET or CCE certification preferred, or willingness to obtain within 18 months',
        'Ability to lift 50 lbs and respond on site for occasional urgent calls',
      ],
      'Day shift, Monday to Friday, with a rotating on-call week. Tuition reimbursement, free parking on the Lakeshore campus and a pension plan with employer contribution.',
    ),
    status: 'open',
    smartPostId: 'EWS7MY8N',
    postedDaysAgo: 9,
  },
  {
    key: 'application-security-engineer-new-york',
    title: 'Application Security Engineer',
    category: 'Engineering',
    ...NEW_YORK,
    employmentType: 'Full-time',
    summary:
      'Help product teams build secure software that handles protected health information. Threat modelling, secure code review and a bug bounty program to run.',
    description: text(
      'Security at Northwind is small and hands-on: four people responsible for making sure patient data stays private across web, mobile and integration services. We prefer paved roads and good defaults over long checklists.',
      [
        'You will:',
        'Run threat modelling sessions for new features with engineers and product managers',
        'Review pull requests for sensitive changes to authentication, authorization and data export',
        'Triage findings from our bug bounty program and static analysis tools',
        'Build libraries and linters that make the secure choice the easy one',
      ],
      [
        'You bring:',
        'Experience finding and fixing vulnerabilities in web applications (OWASP Top 10 and beyond)',
        'Ability to read and write code in TypeScript, Java or Go',
        'Familiarity with OAuth 2.0, OpenID Connect and SMART on FHIR is a strong plus',
      ],
      'Based at our Flatiron headquarters in New York, hybrid three days a week. This requisition has been filled; we will repost if the team grows.',
    ),
    status: 'closed',
    smartPostId: 'K2GR2VBP',
    postedDaysAgo: 41,
  },
  {
    key: 'machine-learning-engineer-imaging-toronto',
    title: 'Machine Learning Engineer, Imaging',
    category: 'Engineering',
    ...TORONTO,
    employmentType: 'Full-time',
    summary:
      'Take medical imaging models from research notebooks to reliable services that help radiologists prioritize urgent chest X-rays and CT scans.',
    description: text(
      'Our Imaging AI group works alongside radiologists at Northwind St. Clair Hospital in Toronto. We do not try to replace anyone; we build triage tools that move likely-urgent studies to the top of the reading list, and we measure whether that actually shortens time to diagnosis.',
      [
        "What you'll work on:",
        'Taking PyTorch models for DICOM images into production, with careful versioning and monitoring',
        'Building evaluation pipelines that check performance by scanner type, site and patient group',
        'Working with our regulatory team on documentation for Health Canada submissions',
        'Reducing inference latency so results are ready before a radiologist opens the study',
      ],
      [
        'Who you are:',
        'You have shipped machine learning models to production, not only trained them',
        'You write clean Python and are comfortable with containers and GPUs',
        'You care about bias, calibration and what happens when a model is wrong',
        'Experience with medical imaging or DICOM is a plus, not a requirement',
      ],
      'Hybrid from our office near the hospital on University Avenue. Extended health and dental, RRSP matching and four weeks of vacation to start.',
    ),
    status: 'open',
    smartPostId: '8R5F9YEN',
    postedDaysAgo: 22,
  },
  {
    key: 'qa-automation-engineer-madrid',
    title: 'QA Automation Engineer',
    category: 'Engineering',
    ...MADRID,
    employmentType: 'Contract',
    summary:
      'Twelve-month contract to build end-to-end test coverage for our Spanish clinic booking app before its national launch. Playwright, TypeScript and CI pipelines.',
    description: text(
      'Northwind is opening eight outpatient clinics across Spain, and the booking app that supports them has to be ready. The Madrid product squad needs an experienced test automation engineer to build a dependable safety net before launch.',
      [
        'Scope of the contract:',
        'Design an end-to-end test suite with Playwright covering booking, cancellation and payments',
        'Add the suite to our CI pipeline and keep the run under fifteen minutes',
        'Set up test data and mocks for the insurance eligibility services we depend on',
        'Coach developers on writing stable tests and retire flaky ones',
      ],
      [
        'Requirements:',
        'Four or more years in test automation, with at least two using Playwright or Cypress',
        'Good TypeScript skills and experience with GitHub Actions or similar',
        'Spanish and English at a professional working level',
      ],
      'Twelve-month contract with possible extension, hybrid from our office in Chamberí. Daily rate depending on experience.',
    ),
    status: 'open',
    smartPostId: '6SECQE8X',
    postedDaysAgo: 15,
  },
  {
    key: 'senior-ios-engineer-remote',
    title: 'Senior iOS Engineer',
    category: 'Engineering',
    ...REMOTE,
    employmentType: 'Full-time',
    summary:
      'Lead development of the Northwind Health iOS app, used by 300,000 patients for appointments, prescriptions and video visits. Swift, SwiftUI, remote within the US.',
    description: text(
      'The Northwind Health app is rated 4.7 on the App Store and we intend to keep it that way. The mobile team is five engineers across iOS and Android, a designer and a product manager, all working remotely across US time zones.',
      [
        'As our senior iOS engineer you will:',
        'Own the architecture of the iOS app and guide its move from UIKit to SwiftUI',
        'Ship features such as prescription refill reminders and in-app video visits',
        'Keep crash-free sessions above 99.8% and improve launch time',
        'Work with accessibility specialists to support Dynamic Type and VoiceOver throughout',
      ],
      [
        'You have:',
        'Five or more years building iOS apps in Swift, with apps in the App Store you can tell us about',
        'Experience with SwiftUI, Combine or async/await, and offline-first data',
        'Experience with HealthKit or other privacy-sensitive data is a plus',
      ],
      'Remote within the United States; we meet in person twice a year. Comprehensive health coverage, 401(k) match and a yearly budget for devices and conferences.',
    ),
    status: 'open',
    smartPostId: 'ECSMDK3J',
    postedDaysAgo: 27,
  },
  {
    key: 'engineering-manager-ehr-integrations-london',
    title: 'Engineering Manager, EHR Integrations',
    category: 'Engineering',
    ...LONDON,
    employmentType: 'Full-time',
    summary:
      'Lead the team that connects our products to NHS and private hospital record systems using HL7 v2 and FHIR. Hire, grow and support seven engineers.',
    description: text(
      'Every product Northwind builds depends on exchanging data with electronic health record systems, many of them decades old. The EHR Integrations team in London owns the interface engine, the FHIR APIs and the painstaking work of onboarding each new hospital partner.',
      [
        'What the job involves:',
        'Managing and developing a team of seven engineers, including regular one-to-ones and career plans',
        'Planning partner onboardings with clinical safety officers and hospital IT teams',
        'Improving the reliability and observability of our HL7 and FHIR message flows',
        'Hiring: we expect to add two engineers this year',
      ],
      [
        "We'd like you to have:",
        'Experience managing software engineers, ideally on integration or platform teams',
        'A technical background that lets you take part in design reviews with confidence',
        'Knowledge of NHS standards such as DCB0129 and DCB0160, or willingness to learn them quickly',
      ],
      'Hybrid from our office in Farringdon. 27 days of holiday plus bank holidays, private medical cover and a pension with 7% employer contribution.',
    ),
    status: 'open',
    smartPostId: 'CT4WBHTU',
    postedDaysAgo: 5,
  },
  {
    key: 'software-engineering-intern-seattle',
    title: 'Software Engineering Intern (Summer)',
    category: 'Engineering',
    ...SEATTLE,
    employmentType: 'Internship',
    summary:
      'A 12-week paid summer internship on one of our product teams, with a real project, a mentor and a demo day at the end.',
    description: text(
      'Each summer Northwind Digital hosts a small group of interns in Seattle. Interns join a product team, not a separate program, and last year two intern projects shipped to patients before the end of August.',
      [
        'Over the summer you will:',
        'Scope, build and ship a project with guidance from your mentor',
        'Take part in standups, planning and code reviews like everyone else on the team',
        'Present your work to the whole engineering organization at demo day',
      ],
      [
        'Eligibility:',
        'Currently enrolled in a degree in computer science or a related field, graduating in 2026 or 2027',
        'Comfortable in at least one programming language',
        'Authorized to work in the United States',
      ],
      'Applications for this summer are now closed. Follow our careers page for next year.',
    ),
    status: 'closed',
    smartPostId: 'NUSLG43N',
    postedDaysAgo: 55,
  },

  // ---------------------------------------------------------------- Nursing & Care
  {
    key: 'registered-nurse-pediatric-icu-austin',
    title: 'Registered Nurse, Pediatric ICU',
    category: 'Nursing & Care',
    ...AUSTIN,
    employmentType: 'Full-time',
    summary:
      'Care for critically ill children and support their families in our 24-bed pediatric intensive care unit at Northwind Medical Center Austin. Three 12-hour shifts a week.',
    description: text(
      'Our Level II pediatric ICU treats children from newborns to 18 years old, from post-operative cardiac patients to complex respiratory illness. Nurses here work in a close-knit team with intensivists, respiratory therapists and child life specialists, and families are welcome at the bedside around the clock.',
      [
        'What you will do:',
        'Provide direct care for one or two critically ill pediatric patients per shift',
        'Manage ventilators, arterial lines, central lines and continuous infusions',
        'Take part in family-centered rounds and explain plans of care in plain language',
        "Respond to rapid response and code calls across the children's hospital",
      ],
      [
        'Requirements:',
        'Active Texas RN license or multistate compact license',
        'BLS and PALS certification; CCRN (Pediatric) preferred',
        'At least one year of acute care experience; new graduates may apply to our residency program instead',
      ],
      'Night and day shifts available, with a night differential of 15%. Sign-on bonus of 10,000 USD, tuition support and free on-site parking.',
    ),
    status: 'open',
    smartPostId: 'RT2Q9WWW',
    postedDaysAgo: 2,
  },
  {
    key: 'charge-nurse-emergency-department-chicago',
    title: 'Charge Nurse, Emergency Department',
    category: 'Nursing & Care',
    ...CHICAGO,
    employmentType: 'Full-time',
    summary:
      'Lead shifts in a busy Level I trauma emergency department that sees 85,000 visits a year. Coordinate patient flow, staffing and escalation.',
    description: text(
      "The emergency department at Northwind Lakeshore Hospital is the only Level I trauma center on Chicago's north lakefront. On a typical day we see about 230 patients, from chest pain and strokes to gunshot wounds and frightened parents with feverish toddlers.",
      [
        'As charge nurse you will:',
        'Oversee patient flow and bed assignments across 48 treatment spaces',
        'Balance nurse assignments by acuity and adjust staffing as the shift unfolds',
        'Act as the first point of escalation for clinical and family concerns',
        'Work with EMS, inpatient units and the transfer center to keep the department moving',
      ],
      [
        'You will need:',
        'An active Illinois RN license',
        'At least three years of emergency nursing experience, including time in a leadership role',
        'BLS, ACLS, PALS and TNCC; CEN certification preferred',
      ],
      'Three 12-hour shifts per week, rotating weekends. Charge differential, annual certification bonus and a generous employer pension contribution.',
    ),
    status: 'open',
    smartPostId: '52BRYHU3',
    postedDaysAgo: 11,
  },
  {
    key: 'nurse-practitioner-primary-care-new-york',
    title: 'Nurse Practitioner, Primary Care',
    category: 'Nursing & Care',
    ...NEW_YORK,
    employmentType: 'Full-time',
    summary:
      'Manage your own panel of adult patients at our Harlem primary care clinic, with protected time for chronic disease follow-up and a strong team behind you.',
    description: text(
      'Northwind Community Health in Harlem is a primary care practice serving about 11,000 patients, many of whom live with diabetes, hypertension or asthma. We work in care teams: each provider is paired with a medical assistant, and a nurse care manager and a social worker support the whole team.',
      [
        'Your role:',
        'Diagnose and treat acute and chronic conditions for adults, in person and by video',
        'Order and interpret labs and imaging, and prescribe medications',
        'Lead group visits for patients newly diagnosed with type 2 diabetes',
        'Precept nurse practitioner students from our partner university',
      ],
      [
        'Qualifications:',
        'New York State NP license and board certification (FNP or AGPCNP)',
        'DEA registration, or the ability to obtain it before starting',
        'Spanish language skills are highly valued',
      ],
      'Monday to Friday with one evening clinic per week, no inpatient call. Malpractice coverage, 3,000 USD continuing education allowance and loan repayment eligibility.',
    ),
    status: 'open',
    smartPostId: 'PNF3RCH6',
    postedDaysAgo: 6,
  },
  {
    key: 'registered-practical-nurse-medical-surgical-toronto',
    title: 'Registered Practical Nurse, Medical-Surgical',
    category: 'Nursing & Care',
    ...TORONTO,
    employmentType: 'Part-time',
    summary:
      'Part-time RPN position on a 32-bed medical-surgical unit at Northwind St. Clair Hospital. Flexible rotation of days and evenings.',
    description: text(
      'Unit 6 West at Northwind St. Clair Hospital cares for adults recovering from general, orthopaedic and urologic surgery, along with general medicine patients. The unit uses a team nursing model where RPNs and RNs share a group of patients and plan care together.',
      [
        'Responsibilities:',
        'Provide care to stable patients, including assessments, wound care and medication administration',
        'Support early mobility and discharge teaching so patients go home safely',
        'Document care accurately in the electronic record',
        'Contribute to unit projects on falls prevention and pain management',
      ],
      [
        'Requirements:',
        'Current registration in good standing with the College of Nurses of Ontario',
        'BLS certification',
        'Acute care experience preferred; new graduates are welcome to apply',
      ],
      'Approximately 0.6 FTE on a rotation of 12-hour days and evenings. Part-time staff receive percentage in lieu of benefits and access to our employee wellness program.',
    ),
    status: 'open',
    smartPostId: 'HCJJWS5X',
    postedDaysAgo: 14,
  },
  {
    key: 'clinical-nurse-educator-london',
    title: 'Clinical Nurse Educator',
    category: 'Nursing & Care',
    ...LONDON,
    employmentType: 'Full-time',
    summary:
      'Design and deliver training for nurses and healthcare assistants across our London clinics, from induction to advanced clinical skills.',
    description: text(
      'Northwind runs three outpatient and day surgery clinics in London, employing around 140 nurses and healthcare assistants. The education team makes sure every one of them feels confident and competent, from their first week to their next promotion.',
      [
        'Key responsibilities:',
        'Run the induction programme for newly qualified and international nurses',
        'Teach and assess clinical skills such as cannulation, IV therapy and sepsis recognition',
        'Support nurses with NMC revalidation and individual development plans',
        'Review incidents with clinical leads and turn the lessons into training',
      ],
      [
        'Essential criteria:',
        'Registered nurse with active NMC registration',
        'Teaching or mentoring qualification, or significant experience as a practice assessor',
        'At least three years of post-registration experience in an acute or day surgery setting',
      ],
      'This post has now been filled. Thank you to everyone who applied.',
    ),
    status: 'closed',
    smartPostId: 'X5JDMLD5',
    postedDaysAgo: 38,
  },
  {
    key: 'certified-nursing-assistant-nights-austin',
    title: 'Certified Nursing Assistant (Nights)',
    category: 'Nursing & Care',
    ...AUSTIN,
    employmentType: 'Part-time',
    summary:
      'Help adult patients with daily care, mobility and comfort overnight on our orthopedic and surgical floors. Two or three night shifts a week.',
    description: text(
      'Night shift at Northwind Medical Center Austin is quieter but never empty. Certified nursing assistants on our orthopedic and surgical floors are often the people patients see most, and we rely on them to notice when something is not right.',
      [
        "What you'll do:",
        'Help patients with bathing, toileting, eating and getting in and out of bed safely',
        'Take and record vital signs, blood glucose readings and intake and output',
        'Answer call lights promptly and report changes in condition to the nurse',
        'Keep rooms safe, stocked and ready for new admissions',
      ],
      [
        'What you need:',
        'Active Texas CNA certification and BLS',
        'Compassion, patience and the ability to stay on your feet for a 12-hour shift',
        'Hospital experience is preferred but not required',
      ],
      'Shifts run 7 pm to 7 am. We offer shift differentials, a clear path to our CNA-to-RN tuition program and free meals on night shift.',
    ),
    status: 'open',
    smartPostId: 'V73969SG',
    postedDaysAgo: 4,
  },
  {
    key: 'home-care-assistant-madrid',
    title: 'Home Care Assistant',
    category: 'Nursing & Care',
    ...MADRID,
    employmentType: 'Part-time',
    summary:
      'Visit older adults in their homes across central Madrid to help with personal care, medication reminders and companionship. Morning shifts, 25 hours a week.',
    description: text(
      'Northwind Home Care supports about 400 older adults and people recovering from surgery so they can stay safely in their own homes. Our assistants visit the same clients each week, which means real relationships and fewer unfamiliar faces for the people we care for.',
      [
        'A typical morning includes:',
        'Helping clients wash, dress and get ready for the day',
        'Preparing simple meals and prompting clients to take their medication',
        'Accompanying clients on short walks or to medical appointments',
        'Recording each visit in our mobile app and flagging concerns to the nurse coordinator',
      ],
      [
        'You should have:',
        'A recognized certificate in nursing or personal care, such as the Spanish nursing care assistant diploma (TCAE)',
        'Fluent Spanish; English is a plus because some clients are expatriates',
        'Experience caring for older adults, at home or in a residential setting',
      ],
      'Monday to Friday mornings, with travel between visits paid and a monthly public transport pass provided.',
    ),
    status: 'open',
    smartPostId: 'MGTJ9LUK',
    postedDaysAgo: 20,
  },
  {
    key: 'telehealth-triage-nurse-remote',
    title: 'Telehealth Triage Nurse',
    category: 'Nursing & Care',
    ...REMOTE,
    employmentType: 'Full-time',
    summary:
      'Assess patients by phone and video from home, guiding them to the right level of care: self-care advice, a same-day visit or the emergency room.',
    description: text(
      'Our 24/7 nurse line answers about 1,800 calls and video requests a day from Northwind patients in six states. Triage nurses are the first clinical voice many patients hear, and good triage keeps people out of the ER when they do not need it and gets them there fast when they do.',
      [
        'Responsibilities:',
        'Assess symptoms using evidence-based telephone triage protocols',
        'Give clear home-care advice and book same-day appointments when needed',
        'Escalate emergencies to 911 and stay on the line until help arrives',
        'Document each encounter thoroughly in the electronic health record',
      ],
      [
        'Requirements:',
        'Active compact RN license, with the ability to obtain additional state licenses (we pay the fees)',
        'Three or more years of clinical experience, ideally in emergency, urgent care or primary care',
        'A quiet, private workspace at home and reliable high-speed internet',
      ],
      'Fully remote within the United States, with four 10-hour shifts a week including some weekends and holidays. Equipment is provided.',
    ),
    status: 'open',
    smartPostId: 'PWF97Q2Z',
    postedDaysAgo: 8,
  },
  {
    key: 'respiratory-therapist-chicago',
    title: 'Respiratory Therapist',
    category: 'Nursing & Care',
    ...CHICAGO,
    employmentType: 'Full-time',
    summary:
      'Provide respiratory care across our adult ICUs, emergency department and general floors, from ventilator management to pulmonary function testing.',
    description: text(
      'The Respiratory Care department at Northwind Lakeshore Hospital covers every unit in the building, from neonatal resuscitation to long-term ventilator weaning. Therapists rotate through areas so skills stay sharp, and we use protocols that give therapists real autonomy.',
      [
        'You will:',
        'Set up and manage invasive and non-invasive ventilation',
        'Deliver aerosol treatments, airway clearance and oxygen therapy',
        'Attend rapid responses, codes and trauma activations',
        'Perform arterial blood gas draws and analysis',
      ],
      [
        'You need:',
        'Illinois respiratory care practitioner license and RRT credential',
        'BLS and ACLS; NRP preferred',
        'Hospital experience with adult ventilator patients',
      ],
      'Twelve-hour shifts, days or nights. Shift differentials, tuition reimbursement and a supportive team that takes teaching seriously.',
    ),
    status: 'open',
    smartPostId: 'MA6EU4F4',
    postedDaysAgo: 26,
  },
  {
    key: 'theatre-nurse-perioperative-dublin',
    title: 'Theatre Nurse (Perioperative)',
    category: 'Nursing & Care',
    ...DUBLIN,
    employmentType: 'Temporary',
    summary:
      'Six-month temporary post as a scrub and circulating nurse in the day surgery theatres at Northwind Clinic Dublin.',
    description: text(
      'Northwind Clinic Dublin runs four theatres for day surgery in orthopaedics, ophthalmology and general surgery. We are extending our theatre hours to reduce waiting lists and need an experienced perioperative nurse for six months.',
      [
        'Duties:',
        'Scrub and circulate for a range of day surgery procedures',
        'Complete the surgical safety checklist and swab, instrument and sharps counts',
        'Prepare theatres and check equipment before each list',
        'Support patients through the anaesthetic room and into recovery',
      ],
      [
        'Requirements:',
        'Registration with the Nursing and Midwifery Board of Ireland (NMBI)',
        'At least two years of theatre experience',
      ],
      'This temporary post has been filled and is no longer accepting applications.',
    ),
    status: 'closed',
    smartPostId: 'EEPRF7S4',
    postedDaysAgo: 47,
  },

  // ---------------------------------------------------------------- Sales & Marketing
  {
    key: 'enterprise-account-executive-health-systems-new-york',
    title: 'Enterprise Account Executive, Health Systems',
    category: 'Sales & Marketing',
    ...NEW_YORK,
    employmentType: 'Full-time',
    summary:
      'Sell our patient engagement and scheduling software to hospital systems in the Northeast. Long, consultative sales cycles with clinical and IT leaders.',
    description: text(
      'Northwind Digital licenses the software we built for our own hospitals to other health systems. Because we run hospitals too, our sales team speaks from experience, and customers often visit our sites to see the products in use.',
      [
        'You will:',
        'Own a territory of about 60 health systems from New Jersey to Maine',
        'Build relationships with CIOs, CNOs and patient access leaders',
        'Lead complex deals worth 250,000 to 2,000,000 USD a year, including security reviews and procurement',
        'Work closely with solutions engineers and customer success on every deal',
      ],
      [
        'You bring:',
        'Seven or more years of enterprise software sales, with at least three selling to hospitals or health systems',
        'A history of closing multi-year, six- and seven-figure contracts',
        'Comfort explaining how software changes clinical and administrative workflows',
      ],
      'Hybrid from our New York office with travel across the territory of roughly 30%. Competitive base salary and uncapped commission.',
    ),
    status: 'open',
    smartPostId: 'WEA6VVLV',
    postedDaysAgo: 10,
  },
  {
    key: 'product-marketing-manager-patient-experience-seattle',
    title: 'Product Marketing Manager, Patient Experience',
    category: 'Sales & Marketing',
    ...SEATTLE,
    employmentType: 'Full-time',
    summary:
      'Shape how we position and launch our patient portal and mobile app to health system buyers. Messaging, launches and sales enablement.',
    description: text(
      "Product marketing sits between our product teams, our sales team and the market. For the Patient Experience product line, that means explaining why a better portal matters to a hospital's finances as well as to its patients.",
      [
        'Responsibilities:',
        'Write positioning and messaging for the patient portal, mobile app and online check-in',
        'Plan and run two major launches a year, from beta customers to press',
        'Create sales materials, demo scripts and competitive battlecards',
        'Interview customers and analyze win/loss data to guide the roadmap',
      ],
      [
        'What you bring:',
        'Four or more years in product marketing for B2B software',
        'Excellent writing; please include a sample with your application',
        'Experience in healthcare technology is a strong plus',
      ],
      'Hybrid in Seattle, two days a week in the office. Full benefits, including 20 days of paid time off and paid parental leave of 16 weeks.',
    ),
    status: 'open',
    smartPostId: 'TE8ANJAY',
    postedDaysAgo: 16,
  },
  {
    key: 'sales-development-representative-austin',
    title: 'Sales Development Representative',
    category: 'Sales & Marketing',
    ...AUSTIN,
    employmentType: 'Full-time',
    summary:
      'Start a career in healthcare technology sales: research accounts, open conversations with hospital leaders and book meetings for our account executives.',
    description: text(
      'Our SDR team in Austin is where many of our account executives started. You will learn how hospitals buy software, how to have useful conversations with busy people, and how to run your own pipeline.',
      [
        "What you'll do:",
        'Research target health systems and find the people responsible for patient access and digital health',
        'Reach out by email, phone and LinkedIn with messages that are relevant, not generic',
        'Qualify interest and book discovery meetings for account executives',
        'Keep our CRM accurate so the team can learn from what works',
      ],
      [
        'About you:',
        'One or two years of experience in sales, customer service or another customer-facing role',
        'Resilience and a sense of humor when people say no',
        'Interest in healthcare and a desire to grow into an account executive role',
      ],
      'Office-based in East Austin four days a week. Base salary plus monthly commission, with a structured promotion path reviewed every six months.',
    ),
    status: 'open',
    smartPostId: 'V7C7DCVK',
    postedDaysAgo: 3,
  },
  {
    key: 'content-marketing-specialist-remote',
    title: 'Content Marketing Specialist',
    category: 'Sales & Marketing',
    ...REMOTE,
    employmentType: 'Contract',
    summary:
      'Six-month remote contract writing patient-friendly articles, case studies and newsletters for Northwind Health. Strong health writing required.',
    description: text(
      'Our content team publishes articles that help patients understand conditions, prepare for procedures and make the most of their care. We also write case studies and newsletters for the health systems that use our software.',
      [
        'During the contract you will:',
        'Write two to three patient education articles a week, reviewed by our clinical editors',
        'Produce four customer case studies based on interviews with hospital staff',
        'Edit our monthly patient newsletter and improve its open rates',
        'Follow our style guide for plain language, aiming for an eighth-grade reading level',
      ],
      [
        'Requirements:',
        'A portfolio of published health or science writing',
        'Familiarity with SEO basics and a content management system',
        'Ability to work independently across US time zones',
      ],
      'Remote contract, approximately 30 hours a week, paid hourly. Possible extension depending on results.',
    ),
    status: 'open',
    smartPostId: 'HHQE2EAZ',
    postedDaysAgo: 29,
  },
  {
    key: 'partner-manager-dach-berlin',
    title: 'Partner Manager, DACH',
    category: 'Sales & Marketing',
    ...BERLIN,
    employmentType: 'Full-time',
    summary:
      'Build and manage our network of reseller and integration partners in Germany, Austria and Switzerland for our clinic software.',
    description: text(
      'In the DACH region, hospitals and clinics usually buy software through established IT partners. We want to build a small number of strong partnerships rather than a long list of logos.',
      [
        'Responsibilities:',
        'Recruit and onboard reseller and integration partners across Germany, Austria and Switzerland',
        'Create joint business plans and track partner-sourced pipeline',
        'Train partner sales and implementation teams on our products',
        'Represent Northwind at DMEA and other regional healthcare IT events',
      ],
      [
        'Requirements:',
        'Five or more years in partner or channel management for software',
        'Knowledge of the German healthcare IT market',
        'Fluent German and English',
      ],
      'This position has been filled. Please see our other openings in Berlin.',
    ),
    status: 'closed',
    smartPostId: 'MFY5AYXB',
    postedDaysAgo: 52,
  },
  {
    key: 'marketing-operations-analyst-dublin',
    title: 'Marketing Operations Analyst',
    category: 'Sales & Marketing',
    ...DUBLIN,
    employmentType: 'Full-time',
    summary:
      'Run the systems and data behind our European marketing: marketing automation, lead routing, attribution and GDPR-compliant consent.',
    description: text(
      'The marketing operations team keeps our campaigns measurable and our data clean. From Dublin we support marketing across the UK, Ireland and continental Europe.',
      [
        'You will:',
        'Administer our marketing automation platform and its integration with the CRM',
        'Build and maintain lead scoring and routing rules',
        'Report on campaign performance and pipeline attribution each month',
        'Make sure consent and preference data is handled in line with GDPR',
      ],
      [
        'You have:',
        'Two or more years in marketing operations or a similar analytical role',
        'Hands-on experience with HubSpot, Marketo or a comparable tool',
        'Good spreadsheet and SQL skills and an eye for detail',
      ],
      'Hybrid in Dublin city centre. Private health insurance, pension contribution, bike-to-work scheme and an annual wellbeing allowance.',
    ),
    status: 'open',
    smartPostId: '5JTYUPTS',
    postedDaysAgo: 13,
  },
  {
    key: 'field-marketing-manager-uk-ireland-london',
    title: 'Field Marketing Manager, UK & Ireland',
    category: 'Sales & Marketing',
    ...LONDON,
    employmentType: 'Full-time',
    summary:
      'Plan events, roundtables and regional campaigns that connect our sales team with NHS trusts and private hospital groups.',
    description: text(
      'Field marketing in the UK and Ireland is about conversations: small dinners with chief nursing information officers, workshops at NHS trusts and a strong presence at the big healthcare IT shows.',
      [
        'What the role covers:',
        'Plan and run our presence at Digital Health Rewired, HETT and regional events',
        'Organise executive roundtables and customer site visits to our London clinics',
        'Build account-based campaigns with the sales team for priority trusts',
        'Manage a quarterly budget and report on pipeline influenced',
      ],
      [
        "We're looking for:",
        'Three or more years in field or event marketing, preferably B2B',
        'Strong organisation and supplier management skills',
        'Knowledge of the NHS landscape is a plus',
      ],
      'Hybrid from Farringdon with regular travel within the UK and Ireland. 27 days of holiday plus bank holidays and private medical cover.',
    ),
    status: 'open',
    smartPostId: 'LZ8Q5Y7U',
    postedDaysAgo: 21,
  },

  // ---------------------------------------------------------------- Operations & Logistics
  {
    key: 'warehouse-associate-forklift-chicago',
    title: 'Warehouse Associate (Forklift Certified)',
    category: 'Operations & Logistics',
    ...CHICAGO,
    employmentType: 'Full-time',
    summary:
      'Receive, store and ship medical supplies at our Elk Grove Village distribution center. Forklift certification required; second shift available.',
    description: text(
      "Northwind Supply's Midwest distribution center ships gloves, IV fluids, surgical kits and thousands of other items to 14 hospitals and 60 clinics every day. When a hospital runs low on something, it is usually our warehouse team that fixes it overnight.",
      [
        'What you will do:',
        'Unload inbound trucks and put away pallets using a sit-down or reach forklift',
        'Pick and pack orders accurately using handheld scanners',
        'Rotate stock so items with the earliest expiry dates ship first',
        'Follow safety procedures and keep aisles and docks clear',
      ],
      [
        'Requirements:',
        'Current forklift operator certification, or the ability to pass our in-house certification in the first week',
        'Able to lift up to 50 lbs and stand and walk for a full shift',
        'Six months of warehouse experience preferred',
      ],
      'First shift 6 am to 2:30 pm or second shift 2 pm to 10:30 pm with a shift premium. Weekly pay, medical coverage after 30 days and paid time off from day one.',
    ),
    status: 'open',
    smartPostId: 'P9UA7TUY',
    postedDaysAgo: 0,
  },
  {
    key: 'logistics-coordinator-southern-europe-madrid',
    title: 'Logistics Coordinator, Southern Europe',
    category: 'Operations & Logistics',
    ...MADRID,
    employmentType: 'Full-time',
    summary:
      'Coordinate shipments of medical supplies from our Madrid hub to clinics in Spain, Portugal and Italy, working with carriers, customs and clinic managers.',
    description: text(
      'Our Madrid hub is the southern European base for Northwind Supply. It serves our new Spanish clinics and partner hospitals in Portugal and Italy, and handles temperature-sensitive products that need careful planning.',
      [
        'Responsibilities:',
        'Plan outbound shipments and book carriers for road and air freight',
        'Track deliveries and solve delays before they affect a clinic',
        'Prepare customs and transport documents, including for dangerous goods',
        'Measure carrier performance and support quarterly reviews',
      ],
      [
        'What you need:',
        'Two or more years in logistics or freight coordination',
        'Fluent Spanish and good English; Portuguese or Italian is a plus',
        'Confidence with Excel and a transport management system',
      ],
      'Based at our hub near Coslada with flexible start times. Meal vouchers, private health insurance and 23 working days of annual leave.',
    ),
    status: 'open',
    smartPostId: 'ZBEDN6HK',
    postedDaysAgo: 9,
  },
  {
    key: 'field-service-engineer-imaging-equipment-toronto',
    title: 'Field Service Engineer, Imaging Equipment',
    category: 'Operations & Logistics',
    ...TORONTO,
    employmentType: 'Full-time',
    summary:
      'Install, maintain and repair X-ray, CT and ultrasound equipment at Northwind hospitals and partner clinics across the Greater Toronto Area.',
    description: text(
      'Northwind Supply also services the imaging equipment it distributes. Our Ontario field team keeps scanners running at three hospitals and about 25 clinics, because a CT scanner that is down means patients waiting or being sent elsewhere.',
      [
        "You'll be responsible for:",
        'Planned maintenance and safety checks on imaging systems',
        'Diagnosing and repairing faults on site, often under time pressure',
        'Installing new equipment and running acceptance tests with medical physicists',
        'Keeping clear service records and ordering parts through our system',
      ],
      [
        "You'll need:",
        'A diploma or degree in electronics, biomedical engineering technology or a related field',
        'Two or more years servicing medical imaging or similar complex equipment',
        "A valid Ontario driver's licence and willingness to take part in an on-call rotation",
      ],
      'Company vehicle, phone and laptop provided. Extended health and dental, RRSP matching and paid manufacturer training.',
    ),
    status: 'open',
    smartPostId: 'NFSWPKY9',
    postedDaysAgo: 17,
  },
  {
    key: 'supply-chain-analyst-austin',
    title: 'Supply Chain Analyst',
    category: 'Operations & Logistics',
    ...AUSTIN,
    employmentType: 'Full-time',
    summary:
      'Use data to keep shelves stocked and costs down across our hospital supply network: demand forecasting, par levels and supplier performance.',
    description: text(
      'Hospitals hate two things: running out of supplies and paying for supplies that expire on the shelf. Our supply chain analytics team works to avoid both across the Texas hospitals and the distribution centers that serve them.',
      [
        'Your work will include:',
        'Forecasting demand for high-volume and critical items',
        'Recommending par levels for hospital supply rooms and tracking how well they hold',
        'Analysing supplier lead times and fill rates and flagging risks early',
        'Building dashboards in Power BI for supply chain and clinical leaders',
      ],
      [
        'What we look for:',
        'A degree in supply chain, industrial engineering, business analytics or similar',
        'Strong Excel and SQL skills; Python or R is a plus',
        'Clear communication with people who are not analysts',
      ],
      'Hybrid in Austin, three days a week on site. Medical, dental and vision coverage, 401(k) match and an annual bonus.',
    ),
    status: 'open',
    smartPostId: '8TXC84Y9',
    postedDaysAgo: 24,
  },
  {
    key: 'fleet-dispatcher-chicago',
    title: 'Fleet Dispatcher',
    category: 'Operations & Logistics',
    ...CHICAGO,
    employmentType: 'Full-time',
    summary:
      'Dispatch our fleet of 40 delivery vans serving hospitals and clinics across Chicagoland, including urgent same-day runs.',
    description: text(
      'Our dispatch desk keeps 40 vans moving between the distribution center and the hospitals, clinics and home care patients we supply. Most deliveries are routine, but some are urgent: a surgical kit needed this afternoon or a replacement oxygen concentrator.',
      [
        'Duties:',
        'Plan daily routes with our routing software and adjust them as the day changes',
        'Assign urgent same-day deliveries and keep hospitals informed of arrival times',
        'Monitor driver hours and vehicle issues',
        'Record incidents and delivery exceptions',
      ],
      [
        'Requirements:',
        'One or more years of dispatch or logistics coordination experience',
        'Calm under pressure and clear on the radio and phone',
        'Knowledge of Chicago-area geography',
      ],
      'This requisition is closed. We thank all applicants for their interest.',
    ),
    status: 'closed',
    smartPostId: 'TZ7QKYRU',
    postedDaysAgo: 44,
  },
  {
    key: 'inventory-control-specialist-dublin',
    title: 'Inventory Control Specialist',
    category: 'Operations & Logistics',
    ...DUBLIN,
    employmentType: 'Full-time',
    summary:
      'Keep inventory accurate at our EU distribution center: cycle counts, lot and expiry tracking, and investigating discrepancies.',
    description: text(
      'Our EU distribution center near Dublin Airport supplies Northwind clinics in Ireland, the UK and continental Europe. Medical devices must be traceable by lot and serial number, so inventory accuracy is a regulatory requirement as well as good practice.',
      [
        'Main tasks:',
        'Plan and carry out daily cycle counts and quarterly full counts',
        'Investigate and resolve variances between the system and the shelf',
        'Manage quarantine, expired and recalled stock in line with EU MDR requirements',
        'Train warehouse colleagues on correct scanning and lot capture',
      ],
      [
        'About you:',
        'Two or more years in inventory control or warehouse administration',
        'Experience with a warehouse management system; SAP EWM is a plus',
        'Methodical, with strong attention to detail',
      ],
      'Monday to Friday, 8 am to 4:30 pm. Free parking, subsidised canteen, pension and health insurance.',
    ),
    status: 'open',
    smartPostId: 'GK8LJAJ9',
    postedDaysAgo: 31,
  },
  {
    key: 'procurement-manager-medical-devices-new-york',
    title: 'Procurement Manager, Medical Devices',
    category: 'Operations & Logistics',
    ...NEW_YORK,
    employmentType: 'Full-time',
    summary:
      'Lead sourcing and contract negotiations for capital and consumable medical devices across our US hospitals, with about 180 million USD in annual spend.',
    description: text(
      'Procurement at Northwind balances cost, quality and what our clinicians actually need. The medical devices category covers everything from infusion pumps and patient monitors to orthopedic implants.',
      [
        'Your responsibilities:',
        'Develop category strategies and run competitive sourcing events',
        'Negotiate contracts with manufacturers and group purchasing organizations',
        'Chair value analysis committees with surgeons, nurses and finance',
        'Track supplier risk, including single-source items and recalls',
      ],
      [
        'Qualifications:',
        "Bachelor's degree; MBA or CPSM preferred",
        'Six or more years in healthcare procurement or sourcing',
        'Strong negotiation skills and credibility with clinical leaders',
      ],
      'Based at our New York headquarters, hybrid. Annual bonus, full benefits and 25 days of paid time off.',
    ),
    status: 'open',
    smartPostId: 'NA4KVZSN',
    postedDaysAgo: 19,
  },
  {
    key: 'cold-chain-delivery-driver-london',
    title: 'Cold Chain Delivery Driver',
    category: 'Operations & Logistics',
    ...LONDON,
    employmentType: 'Temporary',
    summary:
      'Temporary role through the winter season delivering temperature-controlled vaccines and medicines to clinics and pharmacies across London.',
    description: text(
      'Every winter our London team delivers vaccines and refrigerated medicines to clinics, GP surgeries and pharmacies. Each delivery must stay between 2 and 8 degrees Celsius from our depot to the fridge at the other end.',
      [
        'What the job involves:',
        'Driving a refrigerated van on planned routes across Greater London',
        'Checking and logging temperatures at collection and delivery',
        'Handing over stock to clinical staff and capturing signatures',
        'Reporting any temperature excursion immediately',
      ],
      [
        'You will need:',
        'A full UK driving licence held for at least two years, with no more than 3 points',
        'Experience of multi-drop delivery; cold chain experience is a plus',
        'Right to work in the UK and an enhanced DBS check (we arrange this)',
      ],
      'Temporary from October to March, Monday to Friday with occasional Saturdays. London Living Wage or above, with overtime paid.',
    ),
    status: 'open',
    smartPostId: 'UGR9BXEA',
    postedDaysAgo: 6,
  },
  {
    key: 'facilities-technician-seattle',
    title: 'Facilities Technician',
    category: 'Operations & Logistics',
    ...SEATTLE,
    employmentType: 'Full-time',
    summary:
      'Maintain HVAC, electrical and plumbing systems at our Seattle office and two outpatient clinics, including the backup power that keeps clinics running.',
    description: text(
      'The Seattle facilities team looks after the Northwind Digital office and two outpatient clinics in the region. Clinics have stricter demands than offices: air pressure in procedure rooms, medical gas alarms and backup generators that must start every time.',
      [
        'Responsibilities:',
        'Carry out preventive maintenance on HVAC, electrical, plumbing and life safety systems',
        'Respond to work orders and prioritize anything affecting patient areas',
        'Run monthly generator tests and keep records for inspections',
        'Coordinate with contractors on larger repairs and projects',
      ],
      [
        'Requirements:',
        'Three or more years of building maintenance experience',
        'Washington State electrical or HVAC certification is a plus',
        "Valid driver's license for travel between sites",
      ],
      'Day shift with a shared on-call rotation. Medical, dental and vision coverage, 401(k) match and a tool allowance.',
    ),
    status: 'open',
    smartPostId: 'M99DF9EN',
    postedDaysAgo: 35,
  },

  // ---------------------------------------------------------------- Finance
  {
    key: 'senior-financial-analyst-fpa-new-york',
    title: 'Senior Financial Analyst, FP&A',
    category: 'Finance',
    ...NEW_YORK,
    employmentType: 'Full-time',
    summary:
      'Partner with hospital and software leaders on budgets, forecasts and business cases. Build the models that guide where we invest next.',
    description: text(
      'The FP&A team supports leaders across our three businesses: hospitals and clinics, Northwind Digital and Northwind Supply. Each has different economics, which makes the work varied and the questions interesting.',
      [
        'Key responsibilities:',
        'Lead the annual budget and quarterly forecasts for the hospital division',
        'Build business cases for new service lines, equipment and clinic openings',
        'Analyse monthly results and explain the story behind the numbers to executives',
        'Improve our planning models and reduce manual spreadsheet work',
      ],
      [
        'Requirements:',
        'Four or more years in FP&A, investment banking or corporate finance',
        'Advanced Excel and financial modelling; experience with Anaplan or Adaptive is a plus',
        'Healthcare finance experience preferred',
      ],
      'Hybrid at our Flatiron headquarters. Annual bonus, 401(k) match and study support for CFA or CPA qualifications.',
    ),
    status: 'open',
    smartPostId: '96JE8RPY',
    postedDaysAgo: 12,
  },
  {
    key: 'revenue-cycle-specialist-medical-billing-austin',
    title: 'Revenue Cycle Specialist (Medical Billing)',
    category: 'Finance',
    ...AUSTIN,
    employmentType: 'Full-time',
    summary:
      'Work insurance claims from submission to payment for our Austin hospital: fix denials, follow up with payers and help patients understand their bills.',
    description: text(
      'Revenue cycle is how a hospital gets paid for the care it gives. Our Austin team handles claims for Northwind Medical Center and its clinics, and we take pride in getting it right the first time so patients are not caught in the middle.',
      [
        'What you will do:',
        'Review and submit claims to Medicare, Medicaid and commercial insurers',
        'Research denials, correct coding or documentation issues and file appeals',
        'Follow up on unpaid claims and work your assigned aging report',
        'Answer patient billing questions clearly and kindly',
      ],
      [
        'What you need:',
        'Two or more years of hospital or physician billing experience',
        'Knowledge of CPT, ICD-10 and UB-04 and CMS-1500 claim forms',
        'CRCR or CPC certification is a plus',
      ],
      'Hybrid after a 90-day onboarding period in the office. Full benefits and a quarterly performance bonus.',
    ),
    status: 'open',
    smartPostId: 'QUX4LY62',
    postedDaysAgo: 5,
  },
  {
    key: 'accounts-payable-clerk-toronto',
    title: 'Accounts Payable Clerk',
    category: 'Finance',
    ...TORONTO,
    employmentType: 'Part-time',
    summary:
      'Part-time role processing supplier invoices and payments for our Canadian operations. Three days a week.',
    description: text(
      'Our Canadian finance team looks after the accounts of Northwind St. Clair Hospital and our Ontario logistics operations. Accounts payable processes about 3,000 invoices a month.',
      [
        'Duties:',
        'Match invoices to purchase orders and receipts and resolve exceptions',
        'Prepare payment runs and vendor remittances',
        'Answer supplier queries by email and phone',
        'Support month-end close with accruals and reconciliations',
      ],
      [
        'Requirements:',
        'One or more years of accounts payable experience',
        'Working knowledge of HST and Excel',
        'Progress towards a CPA designation is an asset',
      ],
      'This part-time position has been filled.',
    ),
    status: 'closed',
    smartPostId: '23GZBXUY',
    postedDaysAgo: 58,
  },
  {
    key: 'international-tax-manager-dublin',
    title: 'International Tax Manager',
    category: 'Finance',
    ...DUBLIN,
    employmentType: 'Full-time',
    summary:
      'Manage corporate tax compliance and transfer pricing for our European entities, reporting to the Head of Tax.',
    description: text(
      'Northwind has legal entities in Ireland, the UK, Germany and Spain, with our European software and logistics operations based in Dublin. The tax team is small, so you will see the full picture rather than one narrow slice.',
      [
        'Responsibilities:',
        'Manage corporate tax returns and payments for our European entities',
        'Maintain transfer pricing documentation and intercompany agreements',
        'Prepare tax provisions for the group financial statements',
        'Advise on the tax impact of new clinics, acquisitions and Pillar Two rules',
      ],
      [
        'Requirements:',
        'Qualified accountant or Chartered Tax Adviser (AITI, CTA or equivalent)',
        'Five or more years of corporate tax experience, in practice or industry',
        'Experience with transfer pricing in a multinational group',
      ],
      'Hybrid in Dublin. Pension, health insurance, annual bonus and support for further professional study.',
    ),
    status: 'open',
    smartPostId: 'TZL6U33C',
    postedDaysAgo: 23,
  },
  {
    key: 'financial-controller-germany-berlin',
    title: 'Financial Controller, Germany',
    category: 'Finance',
    ...BERLIN,
    employmentType: 'Full-time',
    summary:
      'Own accounting and reporting for our German software entity, from monthly close under HGB to the annual audit and group reporting under IFRS.',
    description: text(
      'Northwind Digital GmbH employs about 90 people in Berlin and is growing. We need a controller who can keep the books in order today and build the processes for a larger company tomorrow.',
      [
        'Your responsibilities:',
        'Lead the monthly close and reporting to group finance',
        'Prepare HGB annual financial statements and manage the external audit',
        'Work with our tax advisers on VAT, payroll taxes and corporate tax filings',
        'Improve controls and introduce automation where it saves real time',
      ],
      [
        'Your profile:',
        'A degree in business or accounting and five or more years in accounting or audit',
        'Sound knowledge of HGB; IFRS experience is a plus',
        'Fluent German and English',
      ],
      'Office in Kreuzberg with flexible hours. 30 days of paid leave, company pension scheme and a public transport ticket.',
    ),
    status: 'open',
    smartPostId: '4YJBKERR',
    postedDaysAgo: 30,
  },
  {
    key: 'finance-intern-london',
    title: 'Finance Intern',
    category: 'Finance',
    ...LONDON,
    employmentType: 'Internship',
    summary:
      'A six-month paid placement in our London finance team, rotating through management accounts, purchasing and clinic reporting.',
    description: text(
      'Our London finance team supports three clinics and our UK software operations. Interns get real responsibility and rotate through different parts of the team to find out what they enjoy.',
      [
        'You will help with:',
        'Monthly management accounts and variance commentary for each clinic',
        'Processing purchase invoices and expense claims',
        'Building a simple dashboard of clinic activity and income',
      ],
      [
        'You should be:',
        'A university student on a placement year, or a recent graduate in accounting, finance or economics',
        'Confident with Excel and keen to learn',
        'Organised and careful with detail',
      ],
      'Six months starting in January, paid above the London Living Wage. Hybrid from Farringdon.',
    ),
    status: 'open',
    smartPostId: 'B7MSAC3G',
    postedDaysAgo: 2,
  },

  // ---------------------------------------------------------------- People & HR
  {
    key: 'payroll-specialist-toronto',
    title: 'Payroll Specialist',
    category: 'People & HR',
    ...TORONTO,
    employmentType: 'Full-time',
    summary:
      'Run accurate, on-time payroll for about 2,400 hospital and logistics employees in Canada, including unionised staff and complex shift premiums.',
    description: text(
      'Hospital payroll is not simple: shift differentials, on-call pay, overtime rules from two collective agreements and staff who work across several units. Our People Services team in Toronto makes sure everyone is paid correctly every two weeks.',
      [
        'Key responsibilities:',
        'Process bi-weekly payroll for Canadian employees from timekeeping to final approval',
        'Apply collective agreement rules for premiums, overtime and retroactive pay',
        'Handle year-end T4 reporting and Records of Employment',
        'Answer employee payroll questions and fix errors quickly and kindly',
      ],
      [
        'What you bring:',
        'Payroll Compliance Practitioner (PCP) certification or working towards it',
        'Three or more years of payroll experience, ideally in a unionised or healthcare setting',
        'Experience with Workday, UKG or a similar payroll system',
      ],
      'Hybrid at our Toronto office near the hospital. Extended health and dental, defined benefit pension and three weeks of vacation to start.',
    ),
    status: 'open',
    smartPostId: 'H533Z4J8',
    postedDaysAgo: 7,
  },
  {
    key: 'senior-technical-recruiter-seattle',
    title: 'Senior Technical Recruiter',
    category: 'People & HR',
    ...SEATTLE,
    employmentType: 'Full-time',
    summary:
      'Hire engineers, designers and data scientists for Northwind Digital. Partner with hiring managers from first conversation to signed offer.',
    description: text(
      'Northwind Digital plans to hire about 45 people this year across Seattle, Berlin, Dublin and remote US roles. The talent team is three recruiters and a coordinator, and we are known internally for a candidate experience that people actually mention in their first week.',
      [
        'In this role you will:',
        'Run full-cycle hiring for engineering, design and data roles',
        'Source candidates directly, especially for senior and specialist roles',
        'Coach hiring managers on structured interviews and fair decision-making',
        'Track funnel data and suggest improvements to our process',
      ],
      [
        'You have:',
        'Five or more years of technical recruiting, in-house or agency',
        'Strong sourcing skills and a good understanding of engineering roles',
        'A commitment to inclusive hiring practices',
      ],
      'Hybrid in Seattle. Full benefits, 16 weeks of paid parental leave and an annual learning budget.',
    ),
    status: 'open',
    smartPostId: 'DTQHUJB8',
    postedDaysAgo: 4,
  },
  {
    key: 'clinical-recruiter-nursing-chicago',
    title: 'Clinical Recruiter, Nursing',
    category: 'People & HR',
    ...CHICAGO,
    employmentType: 'Contract',
    summary:
      "Six-month contract to help staff Northwind Lakeshore Hospital's new cardiac unit: recruit registered nurses, techs and new graduate residents.",
    description: text(
      'Northwind Lakeshore Hospital is opening a 28-bed cardiac step-down unit next spring. We need to hire about 50 clinical staff in a short time without lowering our standards, and we need an experienced clinical recruiter to make that happen.',
      [
        'You will:',
        'Recruit registered nurses, patient care technicians and unit clerks for the new unit',
        'Host hiring events and nursing school visits across Chicagoland',
        'Work with nurse managers on interview schedules and quick decisions',
        'Guide candidates through licensing verification and onboarding',
      ],
      [
        'Requirements:',
        'Three or more years recruiting for nursing or allied health roles',
        'Experience with high-volume hiring campaigns',
        'Familiarity with Illinois licensing requirements',
      ],
      'Six-month contract, on site at the Lakeshore campus three days a week. Hourly rate with a completion bonus.',
    ),
    status: 'open',
    smartPostId: '367C3FAP',
    postedDaysAgo: 15,
  },
  {
    key: 'hr-business-partner-spain-madrid',
    title: 'HR Business Partner, Spain',
    category: 'People & HR',
    ...MADRID,
    employmentType: 'Full-time',
    summary:
      'Be the HR partner for our growing Spanish operations: new clinics, home care services and the Madrid logistics hub.',
    description: text(
      'Northwind has grown from 60 to 350 employees in Spain in two years and will open more clinics this year. The HR Business Partner role will build the people practices that let us keep growing without losing what makes us a good place to work.',
      [
        'Responsibilities:',
        'Advise managers on employee relations, performance and organisational design',
        'Work with works councils and apply the relevant collective agreements',
        'Lead workforce planning for new clinic openings',
        'Run engagement surveys and follow-up action plans',
      ],
      [
        'Requirements:',
        'Six or more years in HR, including at least three as a business partner',
        'Solid knowledge of Spanish employment law',
        'Fluent Spanish and English',
      ],
      'Hybrid from our Chamberí office with occasional travel to clinics. Private health insurance, flexible remuneration and 23 working days of holiday.',
    ),
    status: 'open',
    smartPostId: 'SZU8H6PQ',
    postedDaysAgo: 25,
  },
  {
    key: 'learning-development-specialist-remote',
    title: 'Learning & Development Specialist',
    category: 'People & HR',
    ...REMOTE,
    employmentType: 'Full-time',
    summary:
      'Design e-learning and live training for managers across our hospitals, software and logistics businesses. Remote within the US.',
    description: text(
      'Most of our managers were promoted because they were excellent nurses, engineers or warehouse leads, not because they had trained as managers. The Learning & Development team gives them the skills to lead well.',
      [
        'You would:',
        'Design and deliver our new manager program, online and in person',
        'Build short e-learning modules on topics such as feedback and difficult conversations',
        'Measure training impact through surveys and retention data',
      ],
      [
        'Requirements:',
        'Three or more years in learning and development or instructional design',
        'Experience with an authoring tool such as Articulate Rise',
        'Confident facilitating groups, both virtually and in person',
      ],
      'This remote position is no longer accepting applications.',
    ),
    status: 'closed',
    smartPostId: 'PAW7Z5ML',
    postedDaysAgo: 49,
  },
  {
    key: 'people-operations-coordinator-london',
    title: 'People Operations Coordinator',
    category: 'People & HR',
    ...LONDON,
    employmentType: 'Temporary',
    summary:
      'Twelve-month maternity cover supporting the employee lifecycle for our UK teams: onboarding, contracts, right-to-work checks and HR systems.',
    description: text(
      'The UK People Operations team supports about 300 employees across our London clinics and software office. This is a twelve-month maternity cover for a much-loved colleague.',
      [
        'What you will do:',
        'Coordinate onboarding, including right-to-work and DBS checks for clinical staff',
        'Prepare contracts, contract changes and leaver paperwork',
        'Keep employee records in our HR system accurate and up to date',
        'Be the first point of contact for HR questions from employees and managers',
      ],
      [
        'What you bring:',
        'One or more years of experience in an HR administration or coordinator role',
        'Excellent organisation and discretion with confidential information',
        'CIPD Level 3 is a plus',
      ],
      'Twelve-month fixed-term contract, hybrid from Farringdon. 27 days of holiday pro rata, pension and private medical cover.',
    ),
    status: 'open',
    smartPostId: 'HZ6U5J72',
    postedDaysAgo: 11,
  },
];
