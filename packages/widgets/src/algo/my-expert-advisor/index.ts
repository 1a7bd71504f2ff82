// My expert advisor's page widget: the component, its manifest and strings (element.ts defines the element).
export { MyExpertAdvisor, type MyExpertAdvisorProps } from './my-expert-advisor';
export { myExpertAdvisorManifest } from './manifest';
export { MY_EXPERT_ADVISOR_NAMESPACE, myExpertAdvisorStrings } from './strings';
export { profitBars } from './profit-stats';
