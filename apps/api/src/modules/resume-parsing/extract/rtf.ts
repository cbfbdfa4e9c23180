/**
 * RTF to plain text. The npm RTF readers are unmaintained, and text is all a resume parse
 * needs, so this is a small tokenizer of the RTF 1.9 syntax: groups, control words, hex
 * (`\'e9`) and Unicode (`\u233?`) escapes; destinations that hold no body text (font and
 * colour tables, pictures, `\*` extensions…) are skipped; paragraph, line and cell marks
 * become line breaks or tabs.
 */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'header',
  'footer',
  'fldinst',
]);

const BREAKS: Record<string, string> = { par: '\n', line: '\n', sect: '\n', page: '\n', row: '\n' };
const SYMBOLS: Record<string, string> = {
  tab: '\t',
  cell: '\t',
  emdash: '—',
  endash: '–',
  bullet: '•',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
  emspace: ' ',
  enspace: ' ',
};

interface GroupState {
  skip: boolean;
  /** Characters to drop after a \u escape (\ucN, default 1). */
  unicodeSkip: number;
}

export function extractRtfText(bytes: Uint8Array): string {
  // RTF is 7-bit; anything above is escaped. latin1 keeps every byte as one character.
  const source = new TextDecoder('latin1').decode(bytes);
  const decoder = new TextDecoder(codepageOf(source));
  const stack: GroupState[] = [];
  let state: GroupState = { skip: false, unicodeSkip: 1 };
  let out = '';
  let pendingSkip = 0;
  let hexBytes: number[] = [];
  const flushHex = () => {
    if (hexBytes.length > 0 && !state.skip) out += decoder.decode(new Uint8Array(hexBytes));
    hexBytes = [];
  };
  const emit = (text: string) => {
    flushHex();
    if (pendingSkip > 0) {
      pendingSkip -= 1;
      return;
    }
    if (!state.skip) out += text;
  };
  let index = 0;
  let groupStart = false;
  while (index < source.length) {
    const char = source[index] ?? '';
    if (char === '{') {
      flushHex();
      stack.push(state);
      state = { ...state };
      groupStart = true;
      index += 1;
      continue;
    }
    if (char === '}') {
      flushHex();
      state = stack.pop() ?? state;
      groupStart = false;
      index += 1;
      continue;
    }
    if (char === '\\') {
      const next = source[index + 1] ?? '';
      if (next === "'") {
        const hex = Number.parseInt(source.slice(index + 2, index + 4), 16);
        if (pendingSkip > 0) pendingSkip -= 1;
        else if (!Number.isNaN(hex)) hexBytes.push(hex);
        index += 4;
        groupStart = false;
        continue;
      }
      if (next === '*') {
        // An ignorable destination: its text is never body text.
        state.skip = true;
        index += 2;
        continue;
      }
      const word = /^([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(source.slice(index + 1, index + 48));
      if (!word) {
        // A control symbol: \\ \{ \} are literal, \~ a non-breaking space, others ignored.
        if (next === '\\' || next === '{' || next === '}') emit(next);
        else if (next === '~') emit(' ');
        else if (next === '\n' || next === '\r') emit('\n');
        index += 2;
        groupStart = false;
        continue;
      }
      const name = word[1] ?? '';
      const parameter = word[2] === undefined ? null : Number(word[2]);
      index += 1 + word[0].length;
      if (groupStart && SKIPPED_DESTINATIONS.has(name)) state.skip = true;
      groupStart = false;
      if (name === 'uc' && parameter !== null) state.unicodeSkip = parameter;
      else if (name === 'u' && parameter !== null) {
        emit(String.fromCharCode(parameter < 0 ? parameter + 65536 : parameter));
        pendingSkip = state.unicodeSkip;
      } else if (name in BREAKS) emit(BREAKS[name] ?? '');
      else if (name in SYMBOLS) emit(SYMBOLS[name] ?? '');
      continue;
    }
    groupStart = false;
    if (char === '\r' || char === '\n') {
      index += 1;
      continue;
    }
    emit(char);
    index += 1;
  }
  flushHex();
  return out;
}

function codepageOf(source: string): string {
  const match = /\\ansicpg(\d+)/.exec(source.slice(0, 2000));
  const page = match?.[1] ?? '1252';
  try {
    return new TextDecoder(`windows-${page}`).encoding;
  } catch {
    return 'windows-1252';
  }
}
