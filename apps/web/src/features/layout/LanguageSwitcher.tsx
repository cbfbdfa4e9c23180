import { Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { languageEndonym, offeredLanguages } from '../../i18n/languages';
import menu from '../../lib/DisclosureMenu.module.css';
import { ChevronDownIcon, GlobeIcon } from '../../lib/icons';
import { useDisclosureMenu } from '../../lib/use-disclosure-menu';
import { useLanguage } from '../routing/current-route';
import { useSite } from '../site/use-site';
import { languageSwitchPath } from './language-switch-path';
import classes from './LanguageSwitcher.module.css';

/**
 * A disclosure button with a list of links, one per language. Links (rather than a select
 * that navigates on change) keep the switch a deliberate action and work without scripts'
 * help for middle-click and "open in new tab".
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const languages = offeredLanguages(useSite().data?.languages);
  const { open, setOpen, listId, toggleRef, containerRef, onKeyDown } = useDisclosureMenu();

  if (languages.length < 2) return null;

  return (
    <div ref={containerRef} className={menu.anchor} onKeyDown={onKeyDown}>
      <Button
        ref={toggleRef}
        variant="default"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          // Fetch the other catalogs while the visitor picks, so the switch shows no English.
          if (!open) void i18n.loadLanguages(languages);
          setOpen(!open);
        }}
        leftSection={<GlobeIcon />}
        rightSection={<ChevronDownIcon size={14} />}
      >
        <VisuallyHidden>{t('layout.language')}: </VisuallyHidden>
        <span lang={language}>{languageEndonym(language)}</span>
      </Button>
      {/* Plain list and links: the header is in every page's first render (issue 21). */}
      <ul id={listId} className={menu.list} hidden={!open}>
        {languages.map((candidate) => (
          <li key={candidate}>
            <Link
              to={languageSwitchPath(location, languages, candidate)}
              className={`mantine-focus-auto ${classes.option}`}
              lang={candidate}
              hrefLang={candidate}
              aria-current={candidate === language ? 'true' : undefined}
              onClick={() => setOpen(false)}
            >
              {languageEndonym(candidate)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
