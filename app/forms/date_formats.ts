/**
 * How a person may type a date: day first with slashes, dashes or dots, with
 * or without leading zeros, or as eight digits (a phone's numeric keypad has
 * no "/"); ISO dates come from browsers' date pickers and from tests.
 */
export const DATE_INPUT_FORMATS = [
  'DD/MM/YYYY',
  'D/M/YYYY',
  'DD-MM-YYYY',
  'D-M-YYYY',
  'DD.MM.YYYY',
  'DDMMYYYY',
  'YYYY-MM-DD',
]
