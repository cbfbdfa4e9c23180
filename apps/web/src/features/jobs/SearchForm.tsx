import { Button, TextInput } from '@mantine/core';
import { MAX_SEARCH_QUERY_LENGTH } from '@talentgate/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../lib/icons';
import classes from './SearchForm.module.css';

interface SearchFormProps {
  initialQuery: string;
  onSearch: (query: string) => void;
}

export function SearchForm({ initialQuery, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(initialQuery);
  const [shownInitialQuery, setShownInitialQuery] = useState(initialQuery);

  // Back and forward change the URL query under the field; show it. (Adjusting state while
  // rendering, instead of remounting, keeps focus in the field after a search.)
  if (initialQuery !== shownInitialQuery) {
    setShownInitialQuery(initialQuery);
    setQuery(initialQuery);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim());
  };

  return (
    <form role="search" className={classes.form} onSubmit={submit}>
      <TextInput
        type="search"
        label={t('home.searchLabel')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        leftSection={<SearchIcon />}
        size="md"
        className={classes.field}
        classNames={{ label: classes.label }}
      />
      <Button type="submit" size="md" variant="white" className={classes.submit}>
        {t('home.searchButton')}
      </Button>
    </form>
  );
}
