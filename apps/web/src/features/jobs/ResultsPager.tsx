import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../routing/current-route';

interface ResultsPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

export function ResultsPager({ page, totalPages, onChange }: ResultsPagerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (totalPages < 2) return null;

  return (
    <nav aria-label={t('home.pagination')}>
      <Group justify="center" mt="md">
        <Pagination
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={onChange}
          // Page numbers in the page's numbering system, like every other number (Intl).
          getItemProps={(item) => {
            const number = formatNumber(item, language);
            return { 'aria-label': t('home.pageN', { page: number }), children: number };
          }}
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
