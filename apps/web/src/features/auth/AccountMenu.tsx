import { Button, Paper, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Candidate } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import menu from '../../lib/DisclosureMenu.module.css';
import { ChevronDownIcon } from '../../lib/icons';
import { UserIcon } from '../../lib/page-icons';
import { useDisclosureMenu } from '../../lib/use-disclosure-menu';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import classes from './AccountMenu.module.css';
import { displayName } from './display-name';

interface AccountMenuProps {
  candidate: Candidate;
  onSignOut: () => void;
}

/** The signed-in menu button with the candidate's name, toggling a submenu (spec 1 §2). */
export default function AccountMenu({ candidate, onSignOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { open, setOpen, listId, toggleRef, containerRef, onKeyDown } = useDisclosureMenu();

  return (
    <div ref={containerRef} className={menu.anchor} onKeyDown={onKeyDown}>
      <Button
        ref={toggleRef}
        variant="default"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        leftSection={<UserIcon />}
        rightSection={<ChevronDownIcon size={14} />}
      >
        <VisuallyHidden>{t('auth.menu.account')}: </VisuallyHidden>
        <bdi className={classes.name}>{displayName(candidate)}</bdi>
      </Button>
      <Paper id={listId} component="ul" className={menu.list} shadow="md" withBorder hidden={!open}>
        <li>
          <UnstyledButton
            component={Link}
            to={hrefTo(language, 'profile')}
            className={classes.item}
            onClick={() => setOpen(false)}
          >
            {t('auth.menu.profile')}
          </UnstyledButton>
        </li>
        <li>
          <UnstyledButton
            component={Link}
            to={hrefTo(language, 'profilePrivacy')}
            className={classes.item}
            onClick={() => setOpen(false)}
          >
            {t('privacy.menuLink')}
          </UnstyledButton>
        </li>
        <li>
          <UnstyledButton
            className={classes.item}
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
          >
            {t('auth.menu.signOut')}
          </UnstyledButton>
        </li>
      </Paper>
    </div>
  );
}
