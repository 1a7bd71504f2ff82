// The partner portal's headings and text lines, shared by its panels.
import styled from 'styled-components';
import { token } from '@savdo/ui';

export const Title = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Error = styled.p`
  margin: 0;
  color: ${token('color-danger')};
`;
