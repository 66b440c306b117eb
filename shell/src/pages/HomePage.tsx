import { useLocation } from 'react-router-dom';
import { PageMeta, ROUTE_META } from '@academy/shared';
import { RemoteFrame } from '../federation/RemoteFrame';
import { HeroSlideshow } from '../features/home/components/HeroSlideshow';
import { CoursesSection } from '../features/home/components/CoursesSection';
import { ToolsTeaser } from '../features/home/components/ToolsTeaser';
import { WhySection } from '../features/home/components/WhySection';
import { TestimonialsCarousel } from '../features/home/components/TestimonialsCarousel';
import { RegistrationSection } from '../features/home/components/RegistrationSection';
import { AboutSection, FaqSection, HelpSection, ImpactSection } from '../features/home/components/InfoSections';
import { StyledPageSection } from '../layout/PageSection';

export default function HomePage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta {...(pathname === ROUTE_META.chess.path ? ROUTE_META.chess : ROUTE_META.home)} />
      <HeroSlideshow />
      <CoursesSection />
      <ToolsTeaser />
      <WhySection />
      <TestimonialsCarousel />
      <RegistrationSection />
      <AboutSection />
      <StyledPageSection aria-label="Course details">
        <RemoteFrame remote="courses" module="CourseTabs" label="Course details" minHeight="20rem" />
      </StyledPageSection>
      <ImpactSection />
      <FaqSection />
      <HelpSection />
    </>
  );
}
