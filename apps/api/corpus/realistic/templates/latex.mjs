/**
 * LaTeX sources in the structure of widely used public résumé templates: the moderncv
 * class itself (Debian's texlive), and article-based layouts written the way Awesome-CV,
 * Deedy, Jake's resume, RenderCV's classic and engineering themes, AltaCV, a LinkedIn PDF
 * export and a German tabular Lebenslauf lay a page out. Each returns the .tex text.
 */
import { LABELS, linkedinDates, splitName, tex } from './common.mjs';

const bullets = (items, env = 'itemize', options = '') =>
  items.length === 0
    ? ''
    : `\\begin{${env}}${options}\n${items.map((item) => `  \\item ${tex(item)}`).join('\n')}\n\\end{${env}}\n`;

const handle = (link) => tex(link.replace(/^(https?:\/\/)?(www\.)?/, ''));
const linkOf = (person, site) => (person.links ?? []).find((link) => link.includes(site));

/** Extra sections (awards, projects, talks…) in a template's own entry style. */
function extras(person, heading, entry, item) {
  return (person.extras ?? [])
    .map((section) => {
      const body = section.entries
        ? section.entries.map((one) => entry(one)).join('\n')
        : section.items.map((one) => item(one)).join('\n');
      return `${heading(section.heading)}\n${body}`;
    })
    .join('\n');
}

function order(person, work, education) {
  return person.educationFirst ? `${education}\n${work}` : `${work}\n${education}`;
}

export function moderncv(person, style) {
  const [first, last] = splitName(person.name);
  const languageBabel = { en: 'english', fr: 'french', de: 'ngerman', es: '' }[person.lang];
  const social = (person.links ?? [])
    .map((link) =>
      link.includes('linkedin.com/in/')
        ? `\\social[linkedin]{${tex(link.split('/in/')[1])}}`
        : link.includes('github.com/')
          ? `\\social[github]{${tex(link.split('github.com/')[1])}}`
          : `\\homepage{${handle(link)}}`,
    )
    .join('\n');
  const work = `\\section{${tex(person.headings.work)}}\n${person.jobs
    .map(
      (job) =>
        `\\cventry{${tex(job.dates)}}{${tex(job.title)}}{${tex(job.employer)}}{${tex(job.city ?? '')}}{}{${bullets(job.bullets ?? [])}}`,
    )
    .join('\n')}`;
  const education = `\\section{${tex(person.headings.education)}}\n${person.schools
    .map(
      (school) =>
        `\\cventry{${tex(school.dates ?? '')}}{${tex(school.degree)}}{${tex(school.school)}}{${tex(school.city ?? '')}}{}{${tex(school.note ?? '')}}`,
    )
    .join('\n')}`;
  return `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{${style}}
\\moderncvcolor{${style === 'banking' ? 'black' : style === 'casual' ? 'green' : 'blue'}}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
${languageBabel ? `\\usepackage[${languageBabel}]{babel}` : ''}
\\usepackage[scale=0.8]{geometry}
\\name{${tex(first)}}{${tex(last)}}
${person.headline ? `\\title{${tex(person.headline)}}` : ''}
\\address{${tex(person.place)}}{}{}
\\phone[mobile]{${tex(person.phone)}}
\\email{${tex(person.email)}}
${social}
\\begin{document}
\\makecvtitle
${person.summary ? `\\section{${tex(LABELS[person.lang].summary)}}\n\\cvitem{}{${tex(person.summary)}}` : ''}
${order(person, work, education)}
\\section{${tex(person.headings.skills)}}
\\cvitem{}{${tex(person.skills.join(', '))}}
${extras(
  person,
  (heading) => `\\section{${tex(heading)}}`,
  (one) =>
    `\\cventry{${tex(one.dates ?? '')}}{${tex(one.title)}}{}{}{}{${bullets(one.bullets ?? [])}}`,
  (one) => `\\cvlistitem{${tex(one)}}`,
)}
\\end{document}
`;
}

const PREAMBLE = (fonts) => `\\documentclass[10pt,a4paper]{article}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
${fonts}
\\usepackage[left=1.4cm,right=1.4cm,top=1.3cm,bottom=1.3cm]{geometry}
\\usepackage{xcolor,tabularx,enumitem,fontawesome5,hyperref}
\\usepackage[letterspace=150]{microtype}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\hypersetup{hidelinks}
`;

export function awesome(person) {
  const [first, last] = splitName(person.name);
  const contacts = [
    `\\faMobile*\\ ${tex(person.phone)}`,
    `\\faEnvelope\\ ${tex(person.email)}`,
    ...(person.links ?? []).map((link) =>
      link.includes('github')
        ? `\\faGithub\\ ${handle(link)}`
        : link.includes('linkedin')
          ? `\\faLinkedin\\ ${handle(link)}`
          : `\\faHome\\ ${handle(link)}`,
    ),
  ].join('\\quad{\\color{gray}|}\\quad ');
  const section = (title) => {
    const text = tex(title);
    return `\\vspace{8pt}{\\Large\\bfseries\\color{awesome}${text.slice(0, 3)}\\color{black}${text.slice(3)}}\\ \\color{gray}\\hrulefill\\color{black}\\par\\vspace{4pt}`;
  };
  const entry = (
    what,
    where,
    place,
    dates,
    items,
  ) => `\\begin{tabular*}{\\linewidth}{@{}l@{\\extracolsep{\\fill}}r@{}}
\\textbf{${tex(where)}} & {\\color{awesome}\\itshape ${tex(place)}}\\\\
{\\scshape\\small ${tex(what)}} & {\\color{gray}\\itshape\\small ${tex(dates)}}
\\end{tabular*}
${bullets(items, 'itemize', '[leftmargin=*,itemsep=0pt,topsep=2pt]')}\\vspace{4pt}`;
  const work = `${section(person.headings.work)}\n${person.jobs
    .map((job) => entry(job.title, job.employer, job.city ?? '', job.dates, job.bullets ?? []))
    .join('\n')}`;
  const education = `${section(person.headings.education)}\n${person.schools
    .map((school) => entry(school.degree, school.school, school.city ?? '', school.dates ?? '', []))
    .join('\n')}`;
  return `${PREAMBLE('\\usepackage[default]{sourcesanspro}')}
\\definecolor{awesome}{HTML}{DC3522}
\\begin{document}
\\begin{center}
{\\fontsize{30}{34}\\selectfont\\sffamily\\mdseries ${tex(first)} \\bfseries ${tex(last)}}\\\\[4pt]
${person.headline ? `{\\color{awesome}\\scshape ${tex(person.headline)}}\\\\[3pt]` : ''}
{\\small\\itshape\\color{gray} ${tex(person.place)}}\\\\[2pt]
{\\small ${contacts}}
\\end{center}
${person.summary ? `${section(LABELS[person.lang].summary)}\n${tex(person.summary)}\\par` : ''}
${order(person, work, education)}
${section(person.headings.skills)}
${tex(person.skills.join(', '))}\\par
${extras(
  person,
  section,
  (one) => entry(one.title, '', '', one.dates ?? '', one.bullets ?? []),
  (one) => `\\textbullet\\ ${tex(one)}\\par`,
)}
\\end{document}
`;
}

export function deedy(person) {
  const name = tex(person.name.toUpperCase());
  const section = (title) =>
    `\\par\\vspace{6pt}{\\large\\color{headings}\\textls[300]{\\MakeUppercase{${tex(title)}}}}\\par\\vspace{3pt}`;
  const job = (
    one,
  ) => `{\\bfseries\\large ${tex(one.employer)}} {\\color{sub}| ${tex(one.title)}}\\\\
{\\small\\color{date}\\MakeUppercase{${tex(one.dates)}}${one.city ? ` | ${tex(one.city)}` : ''}}
${bullets(one.bullets ?? [], 'itemize', '[leftmargin=*,itemsep=0pt,topsep=1pt]')}\\vspace{5pt}`;
  const school = (one) => `{\\bfseries ${tex(one.school)}}\\\\
${tex(one.degree)}\\\\
{\\small\\color{date}${tex(one.dates ?? '')}${one.city ? `${one.dates ? ' | ' : ''}${tex(one.city)}` : ''}}\\par\\vspace{5pt}`;
  const links = (person.links ?? []).map((link) => `${handle(link)}\\\\`).join('\n');
  const left = `${section(person.headings.education)}
${person.schools.map(school).join('\n')}
${links ? `${section('Links')}\n${links}` : ''}
${section(person.headings.skills)}
${person.skills.map((skill) => `${tex(skill)}\\\\`).join('\n')}`;
  const right = `${section(person.headings.work)}
${person.jobs.map(job).join('\n')}
${extras(
  person,
  section,
  (one) =>
    `{\\bfseries ${tex(one.title)}}\\\\{\\small\\color{date}${tex(one.dates ?? '')}}\n${bullets(one.bullets ?? [], 'itemize', '[leftmargin=*,itemsep=0pt,topsep=1pt]')}\\vspace{4pt}`,
  (one) => `${tex(one)}\\par`,
)}`;
  return `${PREAMBLE('\\usepackage[default]{lato}')}
\\definecolor{headings}{HTML}{6A6A6A}
\\definecolor{sub}{HTML}{7A7A7A}
\\definecolor{date}{HTML}{A9A9A9}
\\begin{document}
\\begin{center}
{\\fontsize{34}{40}\\selectfont\\fontseries{l}\\selectfont\\textls[600]{${name}}}\\\\[6pt]
{\\small ${tex(person.email)} | ${tex(person.phone)} | ${tex(person.place)}}
\\end{center}
\\vspace{4pt}
\\begin{minipage}[t]{0.31\\textwidth}
${left}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.64\\textwidth}
${right}
\\end{minipage}
\\end{document}
`;
}

export function jake(person) {
  const section = (title) =>
    `\\vspace{-2pt}\\section*{\\scshape ${tex(title)}}\\vspace{-6pt}\\hrule\\vspace{3pt}`;
  const heading = (a, b, c, d) => `\\begin{tabular*}{\\linewidth}{@{}l@{\\extracolsep{\\fill}}r@{}}
\\textbf{${tex(a)}} & ${tex(b)}\\\\
\\textit{\\small ${tex(c)}} & \\textit{\\small ${tex(d)}}
\\end{tabular*}`;
  const contacts = [
    tex(person.phone),
    `\\underline{${tex(person.email)}}`,
    ...(person.links ?? []).map((link) => `\\underline{${handle(link)}}`),
  ].join(' $|$ ');
  const work = `${section(person.headings.work)}
${person.jobs.map((job) => `${heading(job.title, job.dates, job.employer, job.city ?? '')}\n${bullets(job.bullets ?? [], 'itemize', '[leftmargin=1.5em,itemsep=-2pt,topsep=1pt]')}`).join('\n')}`;
  const education = `${section(person.headings.education)}
${person.schools.map((school) => heading(school.school, school.city ?? '', school.degree, school.dates ?? '')).join('\n')}`;
  return `${PREAMBLE('')}
\\usepackage{titlesec}
\\titleformat{\\section}{\\large}{}{0em}{}
\\begin{document}
\\begin{center}
{\\Huge\\scshape\\bfseries ${tex(person.name)}}\\\\[3pt]
{\\small ${contacts}}
\\end{center}
${order(person, work, education)}
${extras(
  person,
  section,
  (one) =>
    `\\begin{tabular*}{\\linewidth}{@{}l@{\\extracolsep{\\fill}}r@{}}\\textbf{${tex(one.title)}} & ${tex(one.dates ?? '')}\\end{tabular*}\n${bullets(one.bullets ?? [], 'itemize', '[leftmargin=1.5em,itemsep=-2pt,topsep=1pt]')}`,
  (one) => `${tex(one)}\\par`,
)}
${section(person.headings.skills)}
\\textbf{${tex(person.headings.skills)}}: ${tex(person.skills.join(', '))}
\\end{document}
`;
}

export function rendercvClassic(person) {
  const section = (title) =>
    `\\vspace{6pt}{\\large\\bfseries\\color{primary}${tex(title)}}\\par\\vspace{-4pt}{\\color{primary}\\rule{\\linewidth}{0.6pt}}\\par\\vspace{2pt}`;
  const entry = (left, place, dates, items) => `\\begin{tabularx}{\\linewidth}{@{}X r@{}}
${left} & ${tex(place)}\\\\
 & ${tex(dates)}
\\end{tabularx}\\vspace{-4pt}
${bullets(items, 'itemize', '[leftmargin=1.2em,itemsep=0pt,topsep=0pt]')}\\vspace{3pt}`;
  const contacts = [
    `\\faMapMarker*\\ ${tex(person.place)}`,
    `\\faEnvelope[regular]\\ ${tex(person.email)}`,
    `\\faPhone*\\ ${tex(person.phone)}`,
    ...(person.links ?? []).map((link) => `\\faLink\\ ${handle(link)}`),
  ].join('\\hspace{1em}');
  const work = `${section(person.headings.work)}
${person.jobs.map((job) => entry(`\\textbf{${tex(job.employer)}}, ${tex(job.title)}`, job.city ?? '', job.dates, job.bullets ?? [])).join('\n')}`;
  const education = `${section(person.headings.education)}
${person.schools.map((school) => entry(`\\textbf{${tex(school.school)}}, ${tex(school.degree)}`, school.city ?? '', school.dates ?? '', [])).join('\n')}`;
  return `${PREAMBLE('\\usepackage[default]{sourcesanspro}')}
\\definecolor{primary}{HTML}{004F90}
\\begin{document}
{\\fontsize{26}{30}\\selectfont\\bfseries\\color{primary}${tex(person.name)}}\\par\\vspace{6pt}
{\\small ${contacts}}\\par
${order(person, work, education)}
${section(person.headings.skills)}
${tex(person.skills.join(', '))}\\par
${extras(
  person,
  section,
  (one) => entry(`\\textbf{${tex(one.title)}}`, '', one.dates ?? '', one.bullets ?? []),
  (one) => `\\textbullet\\ ${tex(one)}\\par`,
)}
\\end{document}
`;
}

export function rendercvEngineering(person) {
  const section = (title) =>
    `\\vspace{5pt}{\\bfseries ${tex(title)}}\\par\\vspace{-3pt}\\rule{\\linewidth}{0.4pt}\\par\\vspace{1pt}`;
  const entry = (
    left,
    dates,
    items,
  ) => `\\begin{tabularx}{\\linewidth}{@{}X r@{}}${left} & ${tex(dates)}\\end{tabularx}
${bullets(items, 'itemize', '[leftmargin=1.2em,itemsep=0pt,topsep=0pt]')}\\vspace{2pt}`;
  const work = `${section(person.headings.work)}
${person.jobs.map((job) => entry(`\\textbf{${tex(job.title)}}, ${tex(job.employer)}${job.city ? ` -- ${tex(job.city)}` : ''}`, job.dates, job.bullets ?? [])).join('\n')}`;
  const education = `${section(person.headings.education)}
${person.schools.map((school) => entry(`\\textbf{${tex(school.school)}}, ${tex(school.degree)}`, school.dates ?? '', [])).join('\n')}`;
  return `${PREAMBLE('\\usepackage{charter}')}
\\begin{document}
\\begin{center}
{\\fontsize{22}{26}\\selectfont\\bfseries ${tex(person.name)}}\\\\[4pt]
{\\small ${[person.place, person.email, person.phone, ...(person.links ?? []).map((l) => l.replace(/^https?:\/\//, ''))].map(tex).join(' \\quad|\\quad ')}}
\\end{center}
${order(person, work, education)}
${section(person.headings.skills)}
${tex(person.skills.join(', '))}\\par
${extras(
  person,
  section,
  (one) => entry(`\\textbf{${tex(one.title)}}`, one.dates ?? '', one.bullets ?? []),
  (one) => `${tex(one)}\\par`,
)}
\\end{document}
`;
}

/** AltaCV's layout: a header, then a wide main column and a sidebar (paracol). */
export function altacv(person) {
  const section = (title) =>
    `\\vspace{6pt}{\\Large\\bfseries\\color{accent}\\MakeUppercase{${tex(title)}}}\\par\\vspace{-4pt}{\\color{accent}\\rule{\\linewidth}{1pt}}\\par\\vspace{2pt}`;
  const event = (title, org, dates, place, items) => `{\\large\\color{emph}${tex(title)}}\\par
${org ? `{\\bfseries\\color{accent}${tex(org)}}\\par` : ''}
{\\small\\color{gray}\\faCalendar*[regular]~${tex(dates)}${place ? `\\hfill\\faMapMarker*~${tex(place)}` : ''}}\\par
${bullets(items, 'itemize', '[leftmargin=1.2em,itemsep=0pt,topsep=1pt]')}\\vspace{2pt}{\\color{gray}\\hdashrule}\\par\\vspace{3pt}`;
  const contacts = [
    `\\faEnvelope~${tex(person.email)}`,
    `\\faPhone*~${tex(person.phone)}`,
    `\\faMapMarker*~${tex(person.place)}`,
    ...(person.links ?? []).map((link) => `\\faLink~${handle(link)}`),
  ].join('\\hspace{1.2em}');
  return `${PREAMBLE('\\usepackage[sfdefault,light]{roboto}')}
\\usepackage{paracol}
\\definecolor{accent}{HTML}{8F0D0D}
\\definecolor{emph}{HTML}{2E2E2E}
\\newcommand{\\hdashrule}{\\leavevmode\\cleaders\\hbox{- }\\hfill\\kern0pt}
\\columnratio{0.62}
\\begin{document}
{\\fontsize{26}{30}\\selectfont\\bfseries ${tex(person.name)}}\\par\\vspace{2pt}
${person.headline ? `{\\large\\color{accent}${tex(person.headline)}}\\par\\vspace{4pt}` : ''}
{\\small ${contacts}}\\par\\vspace{6pt}
\\begin{paracol}{2}
${section(person.headings.work)}
${person.jobs.map((job) => event(job.title, job.employer, job.dates, job.city ?? '', job.bullets ?? [])).join('\n')}
${extras(
  person,
  section,
  (one) => event(one.title, '', one.dates ?? '', '', one.bullets ?? []),
  (one) => `${tex(one)}\\par`,
)}
\\switchcolumn
${person.summary ? `${section(LABELS[person.lang].summary)}\n${tex(person.summary)}\\par` : ''}
${section(person.headings.skills)}
${person.skills.map((skill) => `\\fbox{\\small ${tex(skill)}}`).join(' ')}\\par
${section(person.headings.education)}
${person.schools.map((school) => event(school.degree, school.school, school.dates ?? '', '', [])).join('\n')}
\\end{paracol}
\\end{document}
`;
}

/** LinkedIn's "Save to PDF": a grey sidebar (contact, top skills) beside the profile. */
export function linkedinPdf(person) {
  const words = {
    en: { contact: 'Contact', summary: 'Summary', mobile: 'Mobile', page: 'Page', of: 'of' },
    de: { contact: 'Kontakt', summary: 'Zusammenfassung', mobile: 'Mobil', page: 'Page', of: 'of' },
    es: { contact: 'Contactar', summary: 'Extracto', mobile: 'Móvil', page: 'Page', of: 'of' },
    fr: { contact: 'Coordonnées', summary: 'Résumé', mobile: 'Portable', page: 'Page', of: 'of' },
  }[person.lang];
  const side = (title) => `\\vspace{8pt}{\\large\\color{black}${tex(title)}}\\par\\vspace{3pt}`;
  const main = (title) => `\\vspace{10pt}{\\Large ${tex(title)}}\\par\\vspace{4pt}`;
  const linkedin = linkOf(person, 'linkedin') ?? '';
  return `${PREAMBLE('\\usepackage[default]{sourcesanspro}')}
\\usepackage{paracol}
\\usepackage{lastpage,fancyhdr}
\\pagestyle{fancy}\\fancyhf{}\\renewcommand{\\headrulewidth}{0pt}
\\cfoot{\\color{gray}\\small ${words.page} \\thepage\\ ${words.of} \\pageref{LastPage}}
\\columnratio{0.3}
\\backgroundcolor{c[0](2pt,1.3cm)}[HTML]{E8EDF2}
\\begin{document}
\\begin{paracol}{2}
${side(words.contact)}
{\\small ${tex(person.phone)} (${words.mobile})\\\\[3pt]
${tex(person.email)}\\\\[3pt]
${linkedin ? `${tex(linkedin.replace(/^https?:\/\//, ''))} (LinkedIn)` : ''}}\\par
${side(person.headings.skills)}
{\\small ${person.skills.map(tex).join('\\\\\n')}}\\par
\\switchcolumn
{\\fontsize{24}{28}\\selectfont ${tex(person.name)}}\\par\\vspace{3pt}
{\\large ${tex(person.headline ?? '')}}\\par\\vspace{2pt}
{\\color{gray}${tex(person.place)}}\\par
${person.summary ? `${main(words.summary)}\n${tex(person.summary)}\\par` : ''}
${main(person.headings.work)}
${person.jobs
  .map(
    (job) => `{\\large ${tex(job.employer)}}\\par
${tex(job.title)}\\par
{\\color{gray}${tex(linkedinDates(job, person.lang, 'pdf'))}}\\par
{\\color{gray}${tex(job.city ?? '')}}\\par
${(job.bullets ?? []).map((line) => `${tex(line)}\\par`).join('\n')}\\vspace{6pt}`,
  )
  .join('\n')}
${main(person.headings.education)}
${person.schools
  .map(
    (school) => `{\\large ${tex(school.school)}}\\par
${tex(school.degree)}${school.start ? ` · (${school.start} - ${school.end})` : ''}\\par\\vspace{6pt}`,
  )
  .join('\n')}
\\end{paracol}
\\end{document}
`;
}

/** The German tabular CV (and its French "CV tableau" cousin): dates in a left column. */
export function lebenslauf(person) {
  const labels = LABELS[person.lang];
  const title = {
    de: 'Lebenslauf',
    fr: 'Curriculum Vitae',
    es: 'Currículum Vitae',
    en: 'Curriculum Vitae',
  }[person.lang];
  const row = (left, right) => `${left} & ${right}\\\\[5pt]`;
  const section = (heading) =>
    `\\vspace{8pt}{\\large\\bfseries ${tex(heading)}}\\par\\vspace{-2pt}\\rule{\\linewidth}{0.4pt}\\par\\vspace{3pt}`;
  const table = (rows) =>
    `\\begin{tabularx}{\\linewidth}{@{}p{3.6cm}X@{}}\n${rows.join('\n')}\n\\end{tabularx}`;
  return `${PREAMBLE('\\usepackage{helvet}\\renewcommand{\\familydefault}{\\sfdefault}')}
\\begin{document}
{\\Huge\\bfseries ${tex(title)}}\\par\\vspace{10pt}
${section({ de: 'Persönliche Daten', fr: 'État civil', es: 'Datos personales', en: 'Personal details' }[person.lang])}
${table([
  row('Name', tex(person.name)),
  row(labels.address, tex(person.place)),
  row(labels.phone, tex(person.phone)),
  row(labels.email, tex(person.email)),
])}
${section(person.headings.work)}
${table(person.jobs.map((job) => row(tex(job.dates), `\\textbf{${tex(job.title)}}\\newline ${tex(job.employer)}${job.city ? `, ${tex(job.city)}` : ''}${(job.bullets ?? []).map((line) => `\\newline -- ${tex(line)}`).join('')}`)))}
${section(person.headings.education)}
${table(person.schools.map((school) => row(tex(school.dates ?? ''), `\\textbf{${tex(school.degree)}}\\newline ${tex(school.school)}${school.city ? `, ${tex(school.city)}` : ''}`)))}
${section(person.headings.skills)}
${table([row('', tex(person.skills.join(', ')))])}
${extras(
  person,
  section,
  (one) => table([row(tex(one.dates ?? ''), tex(one.title))]),
  (one) => `${tex(one)}\\par`,
)}
\\vspace{20pt}
${tex(person.place.split(',').pop().replace(/\d+/g, '').trim())}, ${{ de: 'im Juni 2024', fr: 'juin 2024', es: 'junio de 2024', en: 'June 2024' }[person.lang]}
\\end{document}
`;
}

export const LATEX_TEMPLATES = {
  'moderncv-classic': { layout: 'single-column', render: (p) => moderncv(p, 'classic') },
  'moderncv-banking': { layout: 'single-column', render: (p) => moderncv(p, 'banking') },
  'moderncv-casual': { layout: 'single-column', render: (p) => moderncv(p, 'casual') },
  awesome: { layout: 'single-column', render: awesome },
  deedy: { layout: 'multi-column', render: deedy },
  jake: { layout: 'single-column', render: jake },
  'rendercv-classic': { layout: 'single-column', render: rendercvClassic },
  'rendercv-engineering': { layout: 'single-column', render: rendercvEngineering },
  altacv: { layout: 'multi-column', render: altacv },
  'linkedin-pdf': { layout: 'multi-column', render: linkedinPdf },
  lebenslauf: { layout: 'single-column', render: lebenslauf },
};
