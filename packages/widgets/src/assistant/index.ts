// The AI assistant widget: the component, its manifest and strings (element.ts defines the element).
export { AiAssistant, type AiAssistantProps } from './ai-assistant';
export { aiAssistantManifest } from './manifest';
export { AI_ASSISTANT_NAMESPACE, aiAssistantStrings } from './strings';
