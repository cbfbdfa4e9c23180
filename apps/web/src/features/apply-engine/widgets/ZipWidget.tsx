import { applyZipLookup, type PostalCodeEntry } from '@talentgate/domain';
import { useZipLookup } from '../../places/use-zip-lookup';
import { PlainTextInput } from './PlainTextInput';
import { asString, fieldOf, type WidgetProps } from './widget-types';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const coordinate = (value: unknown): number | null =>
  typeof value === 'number' ? value : text(value).trim() === '' ? null : Number(text(value));

/**
 * The zip field (spec 2 §5 "Zip lookup"): when the zip changed, the postal codes are looked
 * up and the fields its `fills` names are filled where still empty (country matched by code
 * or name, else the US entry, else the first).
 */
export function ZipWidget(props: WidgetProps) {
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef, values } =
    props;
  const fills = fieldOf(props, ['zip'])?.fills ?? {};
  const { lookUpNow } = useZipLookup(asString(value), (zip, entries: PostalCodeEntry[]) => {
    const before = {
      zip,
      country: text(fills.country && values[fills.country]),
      state: text(fills.state && values[fills.state]),
      city: text(fills.city && values[fills.city]),
      latitude: fills.latitude ? coordinate(values[fills.latitude]) : null,
      longitude: fills.longitude ? coordinate(values[fills.longitude]) : null,
    };
    const after = applyZipLookup(before, entries);
    const filled: Record<string, unknown> = {};
    for (const name of ['country', 'state', 'city', 'latitude', 'longitude'] as const) {
      const target = fills[name];
      if (target !== undefined && after[name] !== before[name]) filled[target] = after[name];
    }
    if (Object.keys(filled).length > 0) props.fill(filled);
  });
  return (
    <PlainTextInput
      id={inputId}
      inputRef={inputRef}
      label={label}
      description={help}
      required={required}
      error={error}
      value={asString(value)}
      onChange={onChange}
      onBlur={(event) => {
        lookUpNow(event.currentTarget.value);
        onBlur();
      }}
      autoComplete="postal-code"
      readOnly={props.field.readOnly}
    />
  );
}
