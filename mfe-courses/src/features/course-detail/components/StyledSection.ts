import styled from 'styled-components';

/** A titled block of the course page. */
export const StyledSection = styled.section<{ $tinted?: boolean }>`
  margin-bottom: ${({ theme }) => theme.space[7]};
  padding: ${({ $tinted, theme }) => ($tinted ? theme.space[5] : 0)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ $tinted, theme }) => ($tinted ? theme.color.surface : 'transparent')};
  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  > p {
    max-width: 50rem;
  }
`;
