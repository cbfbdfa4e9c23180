import { titleAndCompany, headerPieces } from '../src/modules/resume-parsing/parse/work.js';
import { isPlace } from '../src/modules/resume-parsing/parse/places.js';
for (const h of [['C.H. Robinson\tDoral, FL', 'LOGISTICS ANALYST'], ['Decision Scientist', 'Mu Sigma\tBengaluru'], ['Grant Thornton LLP, Senior Associate, Audit & Assurance\tChicago, IL']]) console.log(headerPieces(h), titleAndCompany(h));
for (const p of ['Mu Sigma', 'C.H. Robinson', 'Bengaluru', 'Senior Associate', 'Audit & Assurance']) console.log(p, isPlace(p));
