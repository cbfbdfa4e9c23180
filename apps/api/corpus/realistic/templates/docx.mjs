/**
 * Word documents written as WordprocessingML, in the structures Word's own résumé
 * templates use: the contact in the page header and footer, a two-column layout table,
 * a sidebar in a floating text box (DrawingML with its VML fallback, as Word saves it),
 * and one table row per dated entry (Europass, the German tabular CV).
 */
import { zipSync, strToU8 } from 'fflate';
import { LABELS, xml } from './common.mjs';

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" ' +
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ' +
  'xmlns:v="urn:schemas-microsoft-com:vml" mc:Ignorable="wps"';

/** One run: text with optional bold, italic, size (half-points), colour, small caps. */
function run(text, format = {}) {
  const props = [
    format.bold ? '<w:b/>' : '',
    format.italic ? '<w:i/>' : '',
    format.caps ? '<w:caps/>' : '',
    format.smallCaps ? '<w:smallCaps/>' : '',
    format.color ? `<w:color w:val="${format.color}"/>` : '',
    format.size ? `<w:sz w:val="${format.size}"/>` : '',
    format.spacing ? `<w:spacing w:val="${format.spacing}"/>` : '',
  ].join('');
  return String(text)
    .split('\t')
    .map(
      (part, index) =>
        `${index > 0 ? '<w:r><w:tab/></w:r>' : ''}<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${xml(part)}</w:t></w:r>`,
    )
    .join('');
}

/** A paragraph of runs; `right` sets a right tab stop at that position (twips). */
function para(runs, options = {}) {
  const props = [
    options.style ? `<w:pStyle w:val="${options.style}"/>` : '',
    options.bullet ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : '',
    options.right ? `<w:tabs><w:tab w:val="right" w:pos="${options.right}"/></w:tabs>` : '',
    `<w:spacing w:before="${options.before ?? 0}" w:after="${options.after ?? 40}"/>`,
    options.align ? `<w:jc w:val="${options.align}"/>` : '',
  ].join('');
  const content = Array.isArray(runs) ? runs.join('') : runs;
  return `<w:p><w:pPr>${props}</w:pPr>${content}</w:p>`;
}

const heading = (text) =>
  para(run(text, { bold: true, caps: true, color: '1F4E79', size: 26 }), {
    style: 'Heading1',
    before: 200,
    after: 80,
  });
const bulletList = (items) =>
  (items ?? []).map((item) => para(run(item), { bullet: true, after: 20 })).join('');

function cell(content, width, shade) {
  return `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${shade}"/>` : ''}</w:tcPr>${content || '<w:p/>'}</w:tc>`;
}

function table(rows, widths) {
  const grid = widths.map((width) => `<w:gridCol w:w="${width}"/>`).join('');
  const body = rows
    .map(
      (cells) =>
        `<w:tr>${cells.map((content, index) => cell(content, widths[index], index === 0 && widths.length === 2 && widths[0] < 4000 && rows.length === 1 ? 'EAF0F6' : null)).join('')}</w:tr>`,
    )
    .join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:tblBorders><w:top w:val="nil"/><w:left w:val="nil"/><w:bottom w:val="nil"/><w:right w:val="nil"/><w:insideH w:val="nil"/><w:insideV w:val="nil"/></w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>`;
}

function extrasOf(person, entry) {
  return (person.extras ?? [])
    .map(
      (section) =>
        heading(section.heading) +
        (section.entries
          ? section.entries.map(entry).join('')
          : section.items.map((item) => para(run(item), { bullet: true })).join('')),
    )
    .join('');
}

function sectPr(withHeader) {
  return `<w:sectPr>${withHeader ? '<w:headerReference w:type="default" r:id="rIdHeader"/><w:footerReference w:type="default" r:id="rIdFooter"/>' : ''}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr>`;
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="21"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="40" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="52"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Header"><w:name w:val="header"/><w:basedOn w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Footer"><w:name w:val="footer"/><w:basedOn w:val="Normal"/></w:style>
</w:styles>`;

const NUMBERING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="240"/></w:pPr></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
</w:numbering>`;

function packageDocx(body, { header, footer } = {}) {
  const files = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>${header ? '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>' : ''}<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    'docProps/core.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>Resume</dc:title><dc:creator>Microsoft Office User</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">2024-06-01T09:00:00Z</dcterms:created></cp:coreProperties>`,
    'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rIdNumbering" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>${header ? '<Relationship Id="rIdHeader" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/><Relationship Id="rIdFooter" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>' : ''}</Relationships>`,
    'word/styles.xml': STYLES,
    'word/numbering.xml': NUMBERING,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${NS}><w:body>${body}${sectPr(Boolean(header))}</w:body></w:document>`,
  };
  if (header) {
    files['word/header1.xml'] =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:hdr ${NS}>${header}</w:hdr>`;
    files['word/footer1.xml'] =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:ftr ${NS}>${footer}</w:ftr>`;
  }
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, strToU8(text)]),
  );
  return zipSync(entries, { level: 6, mtime: new Date('2024-06-01T09:00:00Z') });
}

/** Contact in the page header (name, e-mail) and footer (phone, place); entries with right-aligned dates. */
export function docxHeader(person) {
  const header =
    para(run(person.name, { bold: true, size: 40, color: '1F4E79' }), { style: 'Header' }) +
    para(
      run(`${person.headline ? `${person.headline} | ` : ''}${person.email}`, { color: '595959' }),
      { style: 'Header', after: 120 },
    );
  const footer = para(run(`${person.phone}  ·  ${person.place}`, { size: 18, color: '7F7F7F' }), {
    style: 'Footer',
    align: 'center',
  });
  const entry = (title, dates, second, items) =>
    para([run(title, { bold: true }), run(`\t${dates}`, { color: '595959' })], {
      right: 9638,
      before: 80,
    }) +
    (second ? para(run(second, { italic: true })) : '') +
    bulletList(items);
  const work =
    heading(person.headings.work) +
    person.jobs
      .map((job) =>
        entry(
          job.title,
          job.dates,
          `${job.employer}${job.city ? `, ${job.city}` : ''}`,
          job.bullets,
        ),
      )
      .join('');
  const education =
    heading(person.headings.education) +
    person.schools
      .map((school) => entry(school.degree, school.dates ?? '', school.school, []))
      .join('');
  const body =
    (person.summary ? heading(LABELS[person.lang].summary) + para(run(person.summary)) : '') +
    (person.educationFirst ? education + work : work + education) +
    heading(person.headings.skills) +
    para(run(person.skills.join(' · '))) +
    extrasOf(person, (one) => entry(one.title, one.dates ?? '', '', one.bullets));
  return packageDocx(body, { header, footer });
}

/** Name across the top, then a one-row table: a shaded sidebar cell and the main cell. */
export function docxTwoColumn(person) {
  const side = (text) =>
    para(run(text, { bold: true, caps: true, color: '1F4E79', spacing: 20 }), {
      before: 160,
      after: 60,
    });
  const labels = LABELS[person.lang];
  const left =
    side(labels.contact) +
    para(run(person.phone)) +
    para(run(person.email)) +
    para(run(person.place)) +
    (person.links ?? []).map((link) => para(run(link))).join('') +
    side(person.headings.education) +
    person.schools
      .map(
        (school) =>
          para(run(school.degree, { bold: true })) +
          para(run(school.school)) +
          (school.dates
            ? para(run(school.dates, { italic: true, color: '7F7F7F' }), { after: 120 })
            : ''),
      )
      .join('') +
    side(person.headings.skills) +
    person.skills.map((skill) => para(run(skill), { bullet: true })).join('');
  const right =
    (person.summary ? heading(labels.summary) + para(run(person.summary)) : '') +
    heading(person.headings.work) +
    person.jobs
      .map(
        (job) =>
          para(run(job.title, { bold: true, size: 24 }), { before: 100 }) +
          para(run(`${job.employer} | ${job.dates}`, { color: '1F4E79' })) +
          bulletList(job.bullets),
      )
      .join('') +
    extrasOf(
      person,
      (one) =>
        para(run(one.title, { bold: true })) +
        (one.dates ? para(run(one.dates, { italic: true })) : '') +
        bulletList(one.bullets),
    );
  const body =
    para(run(person.name, { size: 52, bold: true }), { style: 'Title' }) +
    (person.headline
      ? para(run(person.headline, { caps: true, color: '1F4E79', spacing: 40 }), { after: 200 })
      : '') +
    table([[left, right]], [3300, 6338]);
  return packageDocx(body);
}

function textBox(content) {
  const size = 'cx="2340000" cy="9900000"';
  return `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="251659264" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>360000</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>400000</wp:posOffset></wp:positionV><wp:extent ${size}/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapSquare wrapText="bothSides"/><wp:docPr id="1" name="Text Box 1"/><wp:cNvGraphicFramePr/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext ${size}/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="E7ECF2"/></a:solidFill><a:ln><a:noFill/></a:ln></wps:spPr><wps:txbx><w:txbxContent>${content}</w:txbxContent></wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="91440" rIns="91440" bIns="91440" anchor="t" anchorCtr="0"><a:noAutofit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe" xmlns:o="urn:schemas-microsoft-com:office:office"/><v:shape id="Text Box 1" o:spid="_x0000_s1026" type="#_x0000_t202" style="position:absolute;margin-left:28.35pt;margin-top:31.5pt;width:184.25pt;height:779.5pt;z-index:251659264;mso-position-horizontal-relative:page;mso-position-vertical-relative:page" fillcolor="#e7ecf2" stroked="f" xmlns:o="urn:schemas-microsoft-com:office:office"><v:textbox><w:txbxContent>${content}</w:txbxContent></v:textbox><w10:wrap type="square" xmlns:w10="urn:schemas-microsoft-com:office:word"/></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;
}

/** A floating text box down the left edge (name, contact, skills); the body beside it. */
export function docxTextBox(person) {
  const labels = LABELS[person.lang];
  const small = (text) => para(run(text, { size: 18 }));
  const boxHead = (text) =>
    para(run(text, { bold: true, caps: true, size: 20, color: '1F4E79' }), {
      before: 200,
      after: 60,
    });
  const box =
    para(run(person.name, { bold: true, size: 36 })) +
    (person.headline
      ? para(run(person.headline, { italic: true, size: 20 }), { after: 160 })
      : '') +
    boxHead(labels.contact) +
    small(person.email) +
    small(person.phone) +
    small(person.place) +
    (person.links ?? []).map(small).join('') +
    boxHead(person.headings.skills) +
    person.skills.map(small).join('');
  const head = (text) =>
    para(run(text, { bold: true, caps: true, color: '1F4E79', size: 24, spacing: 30 }), {
      style: 'Heading1',
      before: 240,
      after: 80,
    });
  const body =
    `<w:p><w:pPr><w:spacing w:after="0"/></w:pPr>${textBox(box)}</w:p>` +
    (person.summary ? head(labels.summary) + para(run(person.summary)) : '') +
    head(person.headings.work) +
    person.jobs
      .map(
        (job) =>
          para(run(`${job.employer}${job.city ? ` — ${job.city}` : ''}`, { bold: true }), {
            before: 100,
          }) +
          para([run(job.title, { italic: true }), run(`\t${job.dates}`)], { right: 9500 }) +
          bulletList(job.bullets),
      )
      .join('') +
    head(person.headings.education) +
    person.schools
      .map(
        (school) =>
          para(run(school.school, { bold: true }), { before: 80 }) +
          para([run(school.degree), run(`\t${school.dates ?? ''}`)], { right: 9500 }),
      )
      .join('') +
    extrasOf(
      person,
      (one) =>
        para([run(one.title, { bold: true }), run(`\t${one.dates ?? ''}`)], { right: 9500 }) +
        bulletList(one.bullets),
    );
  return packageDocx(body);
}

/** Europass / German tabular style: each dated entry is a table row, dates on the left. */
export function docxTableEntries(person) {
  const labels = LABELS[person.lang];
  const rows = (pairs) =>
    table(
      pairs.map(([left, right]) => [
        para(run(left, { color: '404040' }), { align: 'right' }),
        right,
      ]),
      [2600, 7038],
    );
  const contact = rows([
    [labels.address, para(run(person.place))],
    [labels.phone, para(run(person.phone))],
    [labels.email, para(run(person.email))],
  ]);
  const body =
    (person.name
      ? para(run(person.name, { bold: true, size: 44 }), { style: 'Title', after: 120 })
      : '') +
    (person.headline
      ? para(run(person.headline, { size: 24, color: '1F4E79' }), { after: 200 })
      : '') +
    contact +
    heading(person.headings.work) +
    rows(
      person.jobs.map((job) => [
        job.dates,
        para(run(job.title, { bold: true })) +
          para(run(`${job.employer}${job.city ? `, ${job.city}` : ''}`)) +
          bulletList(job.bullets),
      ]),
    ) +
    heading(person.headings.education) +
    rows(
      person.schools.map((school) => [
        school.dates ?? '',
        para(run(school.degree, { bold: true })) + para(run(school.school)),
      ]),
    ) +
    heading(person.headings.skills) +
    para(run(person.skills.join(', '))) +
    extrasOf(person, (one) =>
      rows([[one.dates ?? '', para(run(one.title)) + bulletList(one.bullets)]]),
    );
  return packageDocx(body);
}

export const DOCX_TEMPLATES = {
  'docx-header': { layout: 'single-column', render: docxHeader },
  'docx-two-column': { layout: 'multi-column', render: docxTwoColumn },
  'docx-textbox': { layout: 'multi-column', render: docxTextBox },
  'docx-table-entries': { layout: 'single-column', render: docxTableEntries },
};
