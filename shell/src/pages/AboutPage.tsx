import { ButtonLink, PageMeta, ROUTE_META } from '@academy/shared';
import { aboutIntro, joinOurTeam, ourMission, whoWeAre, whyChooseUs } from '../content/about';
import { StyledBanner, StyledCard, StyledCardGrid, StyledPageSection } from '../layout/PageSection';
import { TeachersBand } from '../features/about/components/TeachersBand';
import { LegalIdentity } from '../features/about/components/LegalIdentity';

export default function AboutPage() {
  return (
    <>
      <PageMeta {...ROUTE_META.about} />
      <StyledBanner>
        <h1>{aboutIntro.title}</h1>
        <p>{aboutIntro.text}</p>
      </StyledBanner>
      <StyledPageSection aria-labelledby="who-we-are">
        <div>
          <h2 id="who-we-are">{whoWeAre.title}</h2>
          {whoWeAre.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </StyledPageSection>
      <StyledPageSection $tone="tinted" aria-labelledby="our-mission">
        <div>
          <h2 id="our-mission">{ourMission.title}</h2>
          <p>{ourMission.text}</p>
        </div>
      </StyledPageSection>
      <StyledPageSection aria-labelledby="why-choose-us">
        <h2 id="why-choose-us">{whyChooseUs.title}</h2>
        <StyledCardGrid>
          {whyChooseUs.cards.map((card) => (
            <StyledCard key={card.title}>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
            </StyledCard>
          ))}
        </StyledCardGrid>
      </StyledPageSection>
      <TeachersBand />
      <LegalIdentity />
      <StyledPageSection $tone="tinted" aria-labelledby="join-our-team">
        <div>
          <h2 id="join-our-team">{joinOurTeam.title}</h2>
          <p>{joinOurTeam.text}</p>
          <ButtonLink to="/careers">{joinOurTeam.cta}</ButtonLink>
        </div>
      </StyledPageSection>
    </>
  );
}
