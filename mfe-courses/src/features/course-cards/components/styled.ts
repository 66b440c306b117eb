import styled from 'styled-components';
import { media } from '@academy/shared';

export const StyledCardGrid = styled.ul<{ $columns: 3 | 5 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: 1fr;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('mobileMenu')} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
`;

export const StyledCard = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
  transition:
    box-shadow ${({ theme }) => theme.motion.normal},
    transform ${({ theme }) => theme.motion.normal};
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadow.md};
    transform: translateY(-2px);
  }
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.color.textMuted};
    flex: 1;
  }
`;

export const StyledCardBody = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: ${({ theme }) => theme.space[5]};
`;
