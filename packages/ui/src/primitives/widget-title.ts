// A widget's heading: one size and spacing for every widget's title.
import styled from 'styled-components';
import { token } from '../theme/tokens';

export const WidgetTitle = styled.h2`
  margin: 0;
  font-size: ${token('font-size-xl')};
`;
