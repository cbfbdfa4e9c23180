/**
 * Words the parser recognises, in English, Spanish, French and German. Matching is done on
 * lower-cased text without accents (see `fold`), so the entries are written that way.
 */

/** Lower case, accents removed, so "Expérience" and "experience" compare equal. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export type SectionKind =
  'work' | 'education' | 'skills' | 'contact' | 'summary' | 'languages' | 'other';

export const SECTION_HEADINGS: Record<SectionKind, { language: string; words: string[] }[]> = {
  work: [
    {
      language: 'en',
      words: [
        'experience',
        'work experience',
        'professional experience',
        'employment',
        'employment history',
        'work history',
        'career history',
        'relevant experience',
      ],
    },
    {
      language: 'es',
      words: ['experiencia', 'experiencia laboral', 'experiencia profesional', 'historial laboral'],
    },
    {
      language: 'fr',
      words: [
        'experience professionnelle',
        'experiences professionnelles',
        'experiences',
        'parcours professionnel',
      ],
    },
    {
      language: 'de',
      words: [
        'berufserfahrung',
        'beruflicher werdegang',
        'berufliche erfahrung',
        'werdegang',
        'erfahrung',
      ],
    },
  ],
  education: [
    {
      language: 'en',
      words: ['education', 'academic background', 'education and training', 'qualifications'],
    },
    {
      language: 'es',
      words: ['educacion', 'formacion', 'formacion academica', 'estudios', 'formacion y estudios'],
    },
    { language: 'fr', words: ['formation', 'formations', 'education', 'etudes', 'diplomes'] },
    {
      language: 'de',
      words: ['ausbildung', 'bildung', 'bildungsweg', 'studium', 'akademische ausbildung'],
    },
  ],
  skills: [
    {
      language: 'en',
      words: ['skills', 'technical skills', 'core competencies', 'competencies', 'key skills'],
    },
    {
      language: 'es',
      words: ['habilidades', 'competencias', 'aptitudes', 'conocimientos', 'habilidades tecnicas'],
    },
    { language: 'fr', words: ['competences', 'competences techniques', 'savoir-faire'] },
    {
      language: 'de',
      words: ['kenntnisse', 'fahigkeiten', 'kompetenzen', 'it-kenntnisse', 'fachkenntnisse'],
    },
  ],
  contact: [
    { language: 'en', words: ['contact', 'contact information', 'personal details'] },
    { language: 'es', words: ['contacto', 'datos personales', 'datos de contacto'] },
    { language: 'fr', words: ['coordonnees', 'contact', 'informations personnelles'] },
    { language: 'de', words: ['kontakt', 'personliche daten', 'kontaktdaten'] },
  ],
  summary: [
    {
      language: 'en',
      words: ['summary', 'profile', 'about me', 'objective', 'professional summary'],
    },
    { language: 'es', words: ['perfil', 'resumen', 'sobre mi', 'perfil profesional', 'objetivo'] },
    { language: 'fr', words: ['profil', 'a propos', 'objectif', 'resume'] },
    { language: 'de', words: ['profil', 'zusammenfassung', 'uber mich', 'kurzprofil'] },
  ],
  languages: [
    { language: 'en', words: ['languages'] },
    { language: 'es', words: ['idiomas'] },
    { language: 'fr', words: ['langues'] },
    { language: 'de', words: ['sprachen', 'sprachkenntnisse'] },
  ],
  other: [
    {
      language: 'en',
      words: [
        'certifications',
        'interests',
        'hobbies',
        'references',
        'projects',
        'awards',
        'publications',
        'volunteering',
      ],
    },
    {
      language: 'es',
      words: ['certificaciones', 'intereses', 'aficiones', 'referencias', 'proyectos', 'premios'],
    },
    {
      language: 'fr',
      words: ['certifications', "centres d'interet", 'loisirs', 'references', 'projets'],
    },
    {
      language: 'de',
      words: ['zertifikate', 'interessen', 'hobbys', 'referenzen', 'projekte', 'auszeichnungen'],
    },
  ],
};

/** Month names and abbreviations (folded) → month number. */
export const MONTHS: Record<string, number> = {};
const monthNames: string[][] = [
  // en, es, fr, de, with common abbreviations
  ['january', 'jan', 'enero', 'ene', 'janvier', 'janv', 'januar', 'jan', 'jänner'],
  ['february', 'feb', 'febrero', 'fevrier', 'fevr', 'fev', 'februar'],
  ['march', 'mar', 'marzo', 'mars', 'marz', 'maerz', 'mrz'],
  ['april', 'apr', 'abril', 'abr', 'avril', 'avr'],
  ['may', 'mayo', 'may', 'mai'],
  ['june', 'jun', 'junio', 'juin', 'juni'],
  ['july', 'jul', 'julio', 'juillet', 'juil', 'juli'],
  ['august', 'aug', 'agosto', 'ago', 'aout', 'august'],
  ['september', 'sep', 'sept', 'septiembre', 'setiembre', 'septembre'],
  ['october', 'oct', 'octubre', 'octobre', 'oktober', 'okt'],
  ['november', 'nov', 'noviembre', 'novembre'],
  ['december', 'dec', 'diciembre', 'dic', 'decembre', 'dezember', 'dez'],
];
monthNames.forEach((names, index) => {
  for (const name of names) MONTHS[fold(name)] = index + 1;
});

/** Words for an end date that has not come yet. */
export const PRESENT_WORDS = [
  'present',
  'current',
  'now',
  'today',
  'ongoing',
  'actualidad',
  'presente',
  'actual',
  'hoy',
  'la fecha',
  "aujourd'hui",
  'aujourd’hui',
  'present',
  'actuel',
  'en cours',
  'heute',
  'jetzt',
  'derzeit',
  'aktuell',
  'gegenwartig',
];

/** Words joining a title and a company: "Engineer at Acme". */
export const AT_WORDS = [' at ', ' @ ', ' bei ', ' chez ', ' en la empresa ', ' para '];

export const COMPANY_SUFFIXES =
  /\b(inc|llc|ltd|limited|corp|corporation|co|company|gmbh|ag|kg|se|sa|s\.a|sl|s\.l|sas|sarl|bv|plc|group|gruppe|groupe|grupo|technologies|technology|solutions|systems|software|labs|bank|banco|banque|consulting|partners|holdings|studio|studios|agency|agentur|services|industries|logistics|media|health|foundation|stiftung)\b\.?/i;

/** Words in job titles (folded). A company name rarely holds one of these. */
export const TITLE_WORDS =
  /\b(engineer|developer|manager|analyst|designer|consultant|director|lead|head|intern|assistant|specialist|architect|administrator|officer|coordinator|scientist|teacher|nurse|accountant|representative|associate|executive|technician|programmer|editor|writer|recruiter|owner|founder|cto|ceo|cfo|vp|president|supervisor|advisor|ingeniera?|desarrollador(a)?|gerente|jef[ae]|analista|disenador(a)?|consultor(a)?|auditor(a)?|consultant(e)?|auditeur|auditrice|controller(in)?|konstrukteur(in)?|director(a)?|responsable|tecnic[oa]|becari[oa]|practicante|pasante|asistente|programador(a)?|contador(a)?|enfermer[oa]|profesor(a)?|ingenieur(e)?|developpeu(r|se)|chef|charge(e)?|stagiaire|directeur|directrice|conseill(er|ere)|comptable|technicien(ne)?|infirmier(e)?|entwickler(in)?|leiter(in)?|berater(in)?|projektleiter(in)?|werkstudent(in)?|praktikant(in)?|softwareentwickler(in)?|referent(in)?|sachbearbeiter(in)?|kaufmann|kauffrau|geschaftsfuhrer(in)?|teamleiter(in)?|pflegekraft|lehrer(in)?|buchhalter(in)?)\b/;

export const INSTITUTION_WORDS =
  /\b(university|universidad|universite|universitat|universita|college|institute|instituto|institut|school|escuela|ecole|hochschule|fachhochschule|academy|academia|akademie|gymnasium|lycee|oberstufenzentrum|berufsschule|berufskolleg|realschule|gesamtschule|polytechnic|politecnica|polytechnique|conservatory|tu|eth|epfl|mit|iut|ies)\b/;

/** Degree words (folded) and the coarse level each means. */
export const DEGREES: {
  pattern: RegExp;
  code: 'highschool' | 'vocational' | 'associate' | 'bachelor' | 'master' | 'doctorate';
}[] = [
  {
    pattern: /\b(ph\.?\s?d|doctorate|doctor of|doctorado|doctorat|promotion|dr\. rer)\b/,
    code: 'doctorate',
  },
  {
    pattern:
      /\b(master|masters|msc|m\.sc|m\.s|ma|m\.a|mba|meng|m\.eng|master's|maestria|magister|diplom(-| )?ingenieur|dipl\.-ing|diplome d'ingenieur)\b/,
    code: 'master',
  },
  {
    pattern:
      /\b(bachelor|bachelor's|bsc|b\.sc|b\.s|ba|b\.a|beng|b\.eng|licenciatura|licenciado|grado|licence|bachelier)\b/,
    code: 'bachelor',
  },
  {
    pattern: /\b(ingenieria|ingeniero|ingeniera|licenciado|licenciada|tecnologo)\b/,
    code: 'bachelor',
  },
  { pattern: /\b(associate|associate's|a\.a|a\.s|bts|dut|tecnico superior)\b/, code: 'associate' },
  {
    pattern: /\b(ausbildung|vocational|formacion profesional|cap|bep|apprenticeship|certificate)\b/,
    code: 'vocational',
  },
  {
    pattern:
      /\b(high school|secondary school|diploma de bachillerato|bachillerato|baccalaureat|abitur|matura|ged)\b/,
    code: 'highschool',
  },
];

/** Lines that are titles of the document, not the person's name. */
export const DOCUMENT_TITLES = /^(curriculum vitae|curriculum|resume|cv|lebenslauf|hoja de vida)$/;
