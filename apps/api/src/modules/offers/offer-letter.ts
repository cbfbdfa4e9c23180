/**
 * The letter's sections from a template's elements and the offer's values (decision 0049):
 * salary, start date and bonus elements show the value, or their text with {{variables}}
 * filled when they have one; free-text elements their text filled. A bonus element is left
 * out when the offer has no bonus. Filled once, when drafted: the letter stays as approved.
 */
import { fillOfferVariables, type OfferTemplate, type OfferVariable } from '@talentgate/domain';

export interface LetterValues {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  salary: string;
  /** yyyy-MM-dd */
  startDate: string;
  bonus: string;
  expiresAt: Date;
  language: string;
}

/** A calendar date as the letter's language writes it (the date has no time zone). */
export function letterDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function buildLetter(
  template: OfferTemplate,
  values: LetterValues,
): { label: string; text: string }[] {
  const variables: Record<OfferVariable, string> = {
    firstName: values.firstName,
    lastName: values.lastName,
    jobTitle: values.jobTitle,
    company: values.company,
    salary: values.salary,
    startDate: letterDate(values.startDate, values.language),
    bonus: values.bonus,
    expiryDate: letterDate(values.expiresAt.toISOString().slice(0, 10), values.language),
  };
  const sections: { label: string; text: string }[] = [];
  for (const element of template.elements) {
    const written = fillOfferVariables(element.text, variables).trim();
    if (element.kind === 'text') {
      if (written) sections.push({ label: element.label, text: written });
      continue;
    }
    if (element.kind === 'bonus' && !values.bonus.trim()) continue;
    const value =
      element.kind === 'salary'
        ? variables.salary
        : element.kind === 'start_date'
          ? variables.startDate
          : variables.bonus;
    sections.push({ label: element.label, text: written || value });
  }
  return sections;
}
