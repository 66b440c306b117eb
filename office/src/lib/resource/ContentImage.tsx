import styled from 'styled-components';
import { useConfig } from '@academy/shared';

const StyledImage = styled.img<{ $round: boolean }>`
  display: block;
  width: ${({ $round }) => ($round ? '4rem' : '6rem')};
  /* A narrow table squeezes its cells: the image keeps its size. */
  min-width: ${({ $round }) => ($round ? '4rem' : '6rem')};
  height: 4rem;
  object-fit: cover;
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.round : theme.radius.sm)};
  background: ${({ theme }) => theme.color.surface};
`;

/** A content item's stored image in a list (`round` for a person's photo), served by the API's images. */
export function ContentImage({ file, alt, round = false }: { file: string; alt: string; round?: boolean }) {
  const { imageBaseUrl } = useConfig();
  return <StyledImage src={`${imageBaseUrl}${file}`} alt={alt} loading="lazy" $round={round} />;
}
