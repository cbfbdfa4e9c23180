import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPhoneCountry } from '../fields/phone-country';
import { loadedPhoneLibrary, loadPhoneLibrary, type PhoneLibrary } from '../fields/phone-library';
import { phoneValue, typedPhoneText } from '../fields/phone-mask';
import { asString, type WidgetProps } from './widget-types';

/**
 * A phone number of any country (issue 21): a country selector and the number as that
 * country writes it, formatted and checked by libphonenumber-js when the field is left. The
 * value is the international number's digits (spec 2 §5: digits only, 9 to 14 of them). The
 * library loads when the visitor reaches the field (pointer or focus) or a number is there to
 * show, not with the page: it weighs more than the apply page's start-up budget has left.
 */
export function PhoneWidget(props: WidgetProps) {
  const { t } = useTranslation('applyEngine');
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef, field } = props;
  const language = props.context.language;
  const digits = asString(value);
  const [library, setLibrary] = useState<PhoneLibrary | null>(loadedPhoneLibrary);
  const [chosen, setChosen] = useState(() =>
    defaultPhoneCountry(language, typeof navigator === 'undefined' ? [] : navigator.languages),
  );
  const [text, setText] = useState<string | null>(null);

  const load = () => {
    if (!library) void loadPhoneLibrary().then(setLibrary);
  };
  // A number already there (a draft, a saved answer, a parsed resume) is shown formatted.
  useEffect(() => {
    if (digits !== '' && !library) void loadPhoneLibrary().then(setLibrary);
  }, [digits, library]);

  const country = library && library.isPhoneCountry(chosen) ? chosen : null;
  const reading = library && country && digits !== '' ? library.readPhone(digits, country) : null;
  const shownCountry = reading?.country ?? chosen;
  // Until the library (and its named list) is there, the selector reads the country's code:
  // the browser's first region name loads its region data, a long task on a phone that no
  // visitor who never touches the field should pay for (performance log, session 21).
  const options = useMemo(
    () => (library ? library.countryOptions(language) : [{ value: chosen, label: chosen }]),
    [library, language, chosen],
  );

  const valueOf = (typed: string, code: string) =>
    library && library.isPhoneCountry(code) ? library.phoneValueOf(typed, code) : phoneValue(typed);

  // A number kept without its calling code (saved before the selector) gains it once read.
  const kept = library && country && digits !== '' ? library.keptValueOf(digits, country) : digits;
  useEffect(() => {
    if (text === null && kept !== digits) onChange(kept);
  }, [text, kept, digits, onChange]);

  const shown = text ?? reading?.national ?? digits;
  return (
    <Group
      align="flex-start"
      gap="xs"
      wrap="nowrap"
      onPointerEnter={load}
      onFocusCapture={load}
      onTouchStart={load}
    >
      <NativeSelect
        id={`${inputId}-country`}
        label={t('phone.country')}
        data={options}
        value={shownCountry}
        w="40%"
        maw="16rem"
        disabled={field.readOnly}
        autoComplete="tel-country-code"
        onChange={(event) => {
          const code = event.currentTarget.value;
          setChosen(code);
          // The number typed so far now belongs to the chosen country.
          const national = text ?? reading?.national ?? '';
          if (national !== '') onChange(valueOf(national, code));
        }}
      />
      <TextInput
        id={inputId}
        ref={inputRef}
        type="tel"
        label={label}
        description={help}
        required={required}
        error={error}
        style={{ flex: 1 }}
        value={shown}
        onChange={(event) => {
          const typed = typedPhoneText(event.currentTarget.value);
          setText(typed);
          const next = valueOf(typed, shownCountry);
          if (library && country && typed.trim().startsWith('+') && next !== '') {
            // "+44 …" names its own country: the selector follows.
            const own = library.readPhone(next, country).country;
            if (own !== shownCountry) setChosen(own);
          }
          onChange(next);
        }}
        onBlur={() => {
          if (text !== null) {
            // Typed before the library was there: the value is read again with it.
            const next = valueOf(text, shownCountry);
            onChange(next);
            // The selector names the number's country from now on ("+44 …" typed anywhere).
            if (library && country && next !== '')
              setChosen(library.readPhone(next, country).country);
          }
          setText(null);
          onBlur();
        }}
        readOnly={field.readOnly}
        placeholder={field.placeholder}
        autoComplete="tel"
        inputMode="tel"
      />
    </Group>
  );
}
