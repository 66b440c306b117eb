import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    scroll-behavior: auto;
    -webkit-text-size-adjust: 100%;
    /* An element scrolled into view (by Tab or a #link) stops clear of the fixed top bar and the floating buttons. */
    scroll-padding-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[3]});
    scroll-padding-bottom: ${({ theme }) => theme.layout.floatingClearance};
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.font.heading}; line-height: 1.25; margin: 0 0 ${({ theme }) => theme.space[3]}; }
  p { margin: 0 0 ${({ theme }) => theme.space[3]}; }
  img, svg { max-width: 100%; }
  img { height: auto; display: block; }
  a { color: ${({ theme }) => theme.color.primary}; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
