// The embed build's stand-in for 'styled-components' (decision 0269): packages/embed's Rollup
// config points the bare import here, so every widget on a partner's page styles itself with
// about 2 KB of code instead of about 11 KB. The host app, the tests and Storybook keep
// styled-components itself. Its API is typed as styled-components', which the sources are
// checked against; the runtime implements the part of it they use.
import type * as StyledComponents from 'styled-components';
import {
  css as runtimeCss,
  keyframes as runtimeKeyframes,
  styled as runtimeStyled,
  StyleSheetManager as RuntimeStyleSheetManager,
} from './styled';

export const css = runtimeCss as unknown as typeof StyledComponents.css;
export const keyframes = runtimeKeyframes as unknown as typeof StyledComponents.keyframes;
export const StyleSheetManager =
  RuntimeStyleSheetManager as unknown as typeof StyledComponents.StyleSheetManager;
const styled = runtimeStyled as unknown as typeof StyledComponents.default;
export default styled;
