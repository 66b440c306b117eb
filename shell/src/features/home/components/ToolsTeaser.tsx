import { Button, ButtonLink } from '@academy/shared';
import { toolsSection } from '../../../content/home';
import { StyledPageSection } from '../../../layout/PageSection';
import { ImageCards } from './ImageCards';

export function ToolsTeaser() {
  return (
    <StyledPageSection $tone="tinted" aria-labelledby="tools-title">
      <h2 id="tools-title">{toolsSection.title}</h2>
      {/* A tool with a page links to it (the chatbot's says it is launching soon); one without a page yet has no action. */}
      <ImageCards
        items={toolsSection.tools}
        action={(tool) =>
          tool.to ? (
            <ButtonLink to={tool.to} variant="outline">
              {tool.button}
            </ButtonLink>
          ) : (
            <Button variant="outline">{tool.button}</Button>
          )
        }
      />
    </StyledPageSection>
  );
}
