/** The editor's address for a template in a language (names have spaces: encoded). */
export const templatePath = (name: string, language: string) =>
  `/templates/${encodeURIComponent(name)}/${encodeURIComponent(language)}`;
