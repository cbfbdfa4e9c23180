/**
 * The tenant screening file (config as code): YAML or JSON checked against the domain's
 * ScreeningFile schema, plus what a schema cannot say: keys unique, requisition questions
 * and knockout answers naming questions and options that exist, choice questions having
 * options. Writing produces the same layout every time, so an export can be diffed.
 */
import { CHOICE_QUESTION_TYPES, ScreeningFile } from '@talentgate/domain';
import { Value } from 'typebox/value';
import { Document, parse } from 'yaml';

export class ScreeningFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid screening file:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ScreeningFileError';
  }
}

function schemaProblems(data: unknown): string[] {
  return Value.Errors(ScreeningFile, data)
    .filter((error) => error.keyword !== 'boolean')
    .map((error) => {
      const where = error.instancePath === '' ? '(file)' : error.instancePath.slice(1);
      return `${where}: ${error.message}`;
    });
}

/** Every question of the file by key, with its options' keys. */
function questionIndex(file: ScreeningFile, problems: string[]) {
  const groups = new Set<string>();
  const questions = new Map<string, Set<string>>();
  file.questionGroups.forEach((group, g) => {
    if (groups.has(group.key)) problems.push(`questionGroups/${g}/key: "${group.key}" twice`);
    groups.add(group.key);
    group.questions.forEach((question, q) => {
      const at = `questionGroups/${g}/questions/${q}`;
      if (questions.has(question.key)) problems.push(`${at}/key: "${question.key}" twice`);
      const options = new Set<string>();
      (question.options ?? []).forEach((option, o) => {
        if (options.has(option.key)) problems.push(`${at}/options/${o}/key: "${option.key}" twice`);
        options.add(option.key);
      });
      const isChoice = CHOICE_QUESTION_TYPES.includes(question.type);
      if (isChoice && options.size === 0)
        problems.push(`${at}/options: a ${question.type} question needs options`);
      if (!isChoice && options.size > 0)
        problems.push(`${at}/options: a ${question.type} question has no options`);
      questions.set(question.key, options);
    });
  });
  return { groups, questions };
}

function referenceProblems(file: ScreeningFile): string[] {
  const problems: string[] = [];
  const { groups, questions } = questionIndex(file, problems);
  const requisitions = new Set<string>();
  file.requisitions.forEach((requisition, r) => {
    const at = `requisitions/${r}`;
    if (requisitions.has(requisition.requisition))
      problems.push(`${at}/requisition: "${requisition.requisition}" twice`);
    requisitions.add(requisition.requisition);
    if (requisition.questionGroup !== undefined && !groups.has(requisition.questionGroup))
      problems.push(`${at}/questionGroup: no question group "${requisition.questionGroup}"`);
    const asked = new Set<string>();
    requisition.questions.forEach((question, q) => {
      const options = questions.get(question.question);
      if (!options)
        problems.push(`${at}/questions/${q}/question: no question "${question.question}"`);
      if (asked.has(question.question))
        problems.push(`${at}/questions/${q}/question: "${question.question}" twice`);
      asked.add(question.question);
      for (const key of question.knockout ?? []) {
        if (options && !options.has(key))
          problems.push(
            `${at}/questions/${q}/knockout: "${question.question}" has no option "${key}"`,
          );
      }
    });
  });
  return problems;
}

/** Reads a screening file, or throws a ScreeningFileError naming every problem and its place. */
export function parseScreeningFile(text: string): ScreeningFile {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new ScreeningFileError([error instanceof Error ? error.message : String(error)]);
  }
  if (!Value.Check(ScreeningFile, data)) throw new ScreeningFileError(schemaProblems(data));
  const problems = referenceProblems(data);
  if (problems.length > 0) throw new ScreeningFileError(problems);
  return data;
}

export function formatScreeningFile(file: ScreeningFile, schemaRef?: string): string {
  const document = new Document(file);
  if (schemaRef) document.commentBefore = ` yaml-language-server: $schema=${schemaRef}`;
  return document.toString({ lineWidth: 0 });
}

export function screeningSchemaText(): string {
  return `${JSON.stringify(ScreeningFile, null, 2)}\n`;
}
