// Contextual help and the help centre, their own entry (`@savdo/ui/help`).
export { helpStrings, HELP_NAMESPACE } from './help-strings';
export { PageHelp, type PageHelpProps } from './page-help';
export { HelpCenter, type HelpCenterProps } from './help-center';
export { InstructionText } from './instruction-text';
export { searchInstructions, normalize } from './faq-search';
