// The month picker of DateField (date-picker.tsx), its own entry (`@savdo/ui/date-picker`):
// DateField loads it on the first open of its calendar, so no widget's first load carries it.
export { default, datePickerStrings, type DatePickerProps } from './date-picker';
