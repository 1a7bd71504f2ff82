// A bot's page widget: the component, its manifest, strings and form rules (element.ts defines the element).
export { AlgoBot, type AlgoBotProps } from './algo-bot';
export { algoBotManifest } from './manifest';
export { ALGO_BOT_NAMESPACE, algoBotStrings } from './strings';
export { checkField, checkForm, formValues, type FieldProblem } from './form-rules';
