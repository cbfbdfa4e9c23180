import { InputBase } from '@mantine/core';
import type { FacetCount } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { ChevronDownIcon } from '../../lib/icons';
import { useLanguage } from '../routing/current-route';
import { facetOptions } from './facet-options';

interface FacetSelectProps {
  label: string;
  /** Text of the option that removes this filter. */
  anyLabel: string;
  value: string;
  counts: readonly FacetCount[] | undefined;
  onChange: (value: string) => void;
  /** How a value reads in the page's language (a category through the tenant's list). */
  labelOf?: (value: string) => string;
}

/**
 * A native select: fully keyboard and screen-reader accessible on every platform, and light
 * enough for the home page's bundle budget (Mantine's input drawn as a select: NativeSelect
 * would bring the Combobox code onto the career home). Each option shows its job count.
 */
export function FacetSelect({
  label,
  anyLabel,
  value,
  counts,
  onChange,
  labelOf = (facetValue) => facetValue,
}: FacetSelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const data = [
    { value: '', label: anyLabel },
    ...facetOptions(counts, value).map((facet) => ({
      value: facet.value,
      label: t('home.facetOption', {
        value: labelOf(facet.value),
        count: formatNumber(facet.count, language),
      }),
    })),
  ];

  return (
    <InputBase
      component="select"
      label={label}
      value={value}
      pointer
      // Our own chevron spares the home page Mantine's Combobox styles.
      rightSection={<ChevronDownIcon size={16} />}
      rightSectionPointerEvents="none"
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      {data.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </InputBase>
  );
}
