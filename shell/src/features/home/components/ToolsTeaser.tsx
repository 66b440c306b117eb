import { Button } from '@academy/shared';
import { toolsSection } from '../../../content/home';
import { StyledPageSection } from '../../../layout/PageSection';
import { ImageCards } from './ImageCards';

export function ToolsTeaser() {
  return (
    <StyledPageSection $tone="tinted" aria-labelledby="tools-title">
      <h2 id="tools-title">{toolsSection.title}</h2>
      {/* The tools are announced here before they launch; their buttons have no action yet. */}
      <ImageCards items={toolsSection.tools} action={(tool) => <Button variant="outline">{tool.button}</Button>} />
    </StyledPageSection>
  );
}
