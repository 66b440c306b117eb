import { useConfig } from '@academy/shared';
import { whySection } from '../../../content/home';
import { StyledPageSection } from '../../../layout/PageSection';
import { ImageCards } from './ImageCards';

export function WhySection() {
  const { product } = useConfig();
  return (
    <StyledPageSection aria-labelledby="why-title">
      <h2 id="why-title">{whySection.title(product)}</h2>
      <ImageCards items={whySection.cards} />
    </StyledPageSection>
  );
}
