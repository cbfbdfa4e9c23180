import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ResultsPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

export function ResultsPager({ page, totalPages, onChange }: ResultsPagerProps) {
  const { t } = useTranslation();
  if (totalPages < 2) return null;

  return (
    <nav aria-label={t('home.pagination')}>
      <Group justify="center" mt="md">
        <Pagination
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={onChange}
          getItemProps={(item) => ({ 'aria-label': t('home.pageN', { page: item }) })}
          getControlProps={(control) => {
            if (control === 'previous') return { 'aria-label': t('home.previousPage') };
            if (control === 'next') return { 'aria-label': t('home.nextPage') };
            return {};
          }}
        />
      </Group>
    </nav>
  );
}
