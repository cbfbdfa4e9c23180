/**
 * The parsed resume (spec 2 §3 "Resume state in session", §7 resume parse and transform).
 * `parseResume(bytes, filename)` on the server answers this shape; the web autofill maps it
 * onto the candidate, education and work-history forms with the import rules of spec 2 §5
 * (see `resumeImportRules` below for the lengths). Dates are partial ISO dates: `yyyy`,
 * `yyyy-mm` or `yyyy-mm-dd`, as precise as the resume was.
 */
import Type from 'typebox';
import { ClientKey } from './common.js';

/** Default largest resume a tenant accepts (tenant setting `resumeMaxBytes`). */
export const RESUME_DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
/** The file kinds a resume may be, decided by content (spec 2 §5 "Resume upload"). */
export const RESUME_FORMATS = ['pdf', 'docx', 'doc', 'rtf', 'txt'] as const;
export type ResumeFormat = (typeof RESUME_FORMATS)[number];
/** Languages whose headings, months and degree names the parser knows. */
export const RESUME_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

/** The tenant's resume size limit from its settings, else the default. */
export function resumeMaxBytes(settings: Record<string, unknown>): number {
  const value = settings['resumeMaxBytes'];
  return typeof value === 'number' && Number.isInteger(value) && value > 0
    ? value
    : RESUME_DEFAULT_MAX_BYTES;
}

const PartialDate = Type.String({ pattern: '^\\d{4}(-\\d{2}(-\\d{2})?)?$' });
const Text = Type.String();

export const ParsedAddress = Type.Object({
  street: Text,
  city: Text,
  region: Text,
  postalCode: Text,
  country: Text,
});
export type ParsedAddress = Type.Static<typeof ParsedAddress>;

export const ParsedEducation = Type.Object({
  institution: Text,
  /** The degree as written ("Bachelor of Science", "Máster"). */
  level: Text,
  /** A coarse level for matching list values: bachelor, master… or '' when unknown. */
  levelCode: Type.Union([
    Type.Literal(''),
    Type.Literal('highschool'),
    Type.Literal('vocational'),
    Type.Literal('associate'),
    Type.Literal('bachelor'),
    Type.Literal('master'),
    Type.Literal('doctorate'),
  ]),
  subject: Text,
  startDate: Type.Optional(PartialDate),
  endDate: Type.Optional(PartialDate),
  /** False while studies are ongoing (end date "present"). */
  completed: Type.Boolean(),
});
export type ParsedEducation = Type.Static<typeof ParsedEducation>;

export const ParsedWork = Type.Object({
  company: Text,
  title: Text,
  startDate: Type.Optional(PartialDate),
  endDate: Type.Optional(PartialDate),
  /** The end date is "present" (or missing with a start date). */
  current: Type.Boolean(),
  description: Text,
});
export type ParsedWork = Type.Static<typeof ParsedWork>;

export const ParsedContact = Type.Object({
  name: Text,
  firstName: Text,
  lastName: Text,
  email: Text,
  /** As written on the resume. */
  phone: Text,
  /** Digits only (spec 2 §5: a parsed phone keeps digits only). */
  phoneDigits: Type.String({ pattern: '^\\d*$' }),
  address: ParsedAddress,
  links: Type.Array(Text),
});
export type ParsedContact = Type.Static<typeof ParsedContact>;

/** JSON Resume (jsonresume.org schema 1.0), the subset the parser fills. */
export const JsonResume = Type.Object({
  basics: Type.Object({
    name: Text,
    email: Text,
    phone: Text,
    location: Type.Object({
      address: Text,
      postalCode: Text,
      city: Text,
      region: Text,
      countryCode: Text,
    }),
    profiles: Type.Array(Type.Object({ network: Text, url: Text })),
  }),
  work: Type.Array(
    Type.Object({
      name: Text,
      position: Text,
      startDate: Type.Optional(PartialDate),
      endDate: Type.Optional(PartialDate),
      summary: Text,
    }),
  ),
  education: Type.Array(
    Type.Object({
      institution: Text,
      area: Text,
      studyType: Text,
      startDate: Type.Optional(PartialDate),
      endDate: Type.Optional(PartialDate),
    }),
  ),
  skills: Type.Array(Type.Object({ name: Text })),
});
export type JsonResume = Type.Static<typeof JsonResume>;

export const ParsedResume = Type.Object({
  format: Type.Union([
    Type.Literal('pdf'),
    Type.Literal('docx'),
    Type.Literal('doc'),
    Type.Literal('rtf'),
    Type.Literal('txt'),
  ]),
  /** The language the headings and months were recognised in; '' when unsure. */
  language: Type.Union([
    Type.Literal(''),
    Type.Literal('en'),
    Type.Literal('es'),
    Type.Literal('fr'),
    Type.Literal('de'),
  ]),
  contact: ParsedContact,
  skills: Type.Array(Text),
  education: Type.Array(ParsedEducation),
  work: Type.Array(ParsedWork),
  jsonResume: JsonResume,
  /** The XML the candidate's `resume` field holds (docs/resume-xml.md). */
  xml: Text,
});
export type ParsedResume = Type.Static<typeof ParsedResume>;

export const ResumeParams = Type.Object({ client: ClientKey });
export type ResumeParams = Type.Static<typeof ResumeParams>;

/** The preview's own words (section headings, "present") come in the site's languages. */
export const RESUME_HTML_LANGUAGES = ['en', 'es', 'fr', 'ar'] as const;
export const ResumeHtmlQuery = Type.Object({
  language: Type.Optional(
    Type.Union([Type.Literal('en'), Type.Literal('es'), Type.Literal('fr'), Type.Literal('ar')]),
  ),
});
export type ResumeHtmlQuery = Type.Static<typeof ResumeHtmlQuery>;

/** Answer of the public transform: the resume XML as an HTML fragment, everything escaped. */
export const ResumeHtml = Type.Object({ html: Text });
export type ResumeHtml = Type.Static<typeof ResumeHtml>;
