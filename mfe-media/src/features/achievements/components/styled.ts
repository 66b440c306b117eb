import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { media } from '@academy/shared';

export const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('mobileMenu')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const StyledCardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    box-shadow ${({ theme }) => theme.motion.normal},
    transform ${({ theme }) => theme.motion.normal};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
    transform: translateY(calc(-1 * ${({ theme }) => theme.space[1]}));
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surface};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.primary};
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * A sample certificate on its card, as large as a photo's frame: a navy frame with an orange rule,
 * the logo mark, "Certificate of Achievement", the student's name and the award, in the brand's
 * typeface, no line under 12 px (docs/decisions/achievement-certificates.md).
 */
export const StyledCertificate = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  aspect-ratio: 4 / 3;
  margin: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  text-align: center;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 6px solid ${({ theme }) => theme.color.primary};
  outline: 1px solid ${({ theme }) => theme.color.focus};
  outline-offset: -12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  .kind {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.accent};
  }
  h2 {
    margin: ${({ theme }) => theme.space[1]} 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-style: italic;
  }
  p {
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const StyledCardBody = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

export const StyledStateBlock = styled.div`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space[6]} auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  h1,
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export const StyledDetail = styled.article`
  max-width: 56rem;
  margin: 0 auto;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.primary};
    margin-bottom: ${({ theme }) => theme.space[1]};
    ${media.up('sm')} {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
  & > p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  img {
    width: 100%;
    max-width: 48rem;
    margin: ${({ theme }) => theme.space[5]} auto 0;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.md};
    background: ${({ theme }) => theme.color.surface};
  }
`;

export const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const StyledDownloadError = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
