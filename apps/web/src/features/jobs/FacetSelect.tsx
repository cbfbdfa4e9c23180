import { InputBase } from '@mantine/core';
import { useId } from 'react';
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

const classes = InputBase.classes;

/** Mantine's class for a part: its module class and the static selectors of both components. */
const partClass = (part: keyof typeof classes, owner: 'InputWrapper' | 'Input') =>
  `${classes[part]} mantine-${owner}-${part} mantine-InputBase-${part}`;

/**
 * A native select: fully keyboard and screen-reader accessible on every platform, and light
 * enough for the home page's bundle budget (Mantine's input drawn as a select: NativeSelect
 * would bring the Combobox code onto the career home). Each option shows its job count.
 *
 * Drawn as plain elements with the markup, classes and data attributes of Mantine's InputBase
 * (`FacetSelect.test.tsx` compares the two): one component instead of about a dozen, in the
 * career home's first render, the task a phone waits on (issue 21).
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
  const id = useId();
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
    <div className={partClass('root', 'InputWrapper')} data-size="sm">
      <label
        className={partClass('label', 'InputWrapper')}
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)' }}
        data-size="sm"
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      <div
        className={partClass('wrapper', 'Input')}
        style={{
          '--input-height': 'var(--input-height-sm)',
          '--input-fz': 'var(--mantine-font-size-sm)',
          '--input-right-section-pointer-events': 'none',
        }}
        data-variant="default"
        data-size="sm"
        data-pointer="true"
        data-with-right-section="true"
      >
        <select
          className={partClass('input', 'Input')}
          data-variant="default"
          aria-invalid={false}
          id={id}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {/* Our own chevron spares the home page Mantine's Combobox styles. */}
        <div className={partClass('section', 'Input')} data-position="right">
          <ChevronDownIcon size={16} />
        </div>
      </div>
    </div>
  );
}
