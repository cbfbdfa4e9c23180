import { localizePath, splitLanguage } from '@talentgate/domain';

export interface CurrentLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The same page and query in another language: `/jobs/3/x/` → `/es/jobs/3/x/`. */
export function languageSwitchPath(
  location: CurrentLocation,
  languages: readonly string[],
  targetLanguage: string,
): string {
  const { path } = splitLanguage(location.pathname, languages);
  return `${localizePath(path, targetLanguage)}${location.search}${location.hash}`;
}
