/** Below the fold, loaded when near: the participating companies, banners and videos. */
import { styled } from '@linaria/react';
import type { Company } from '../../contract/companies';
import { AppLink } from '../../ui/app-link';
import { Carousel } from '../../ui/carousel';
import { LazyVideo } from '../../ui/lazy-video';
import { color, font, radius, space } from '../../ui/tokens';
import { useParticipatingCompanies } from './api';
import { BelowFoldSection } from './below-fold-section';
import { CompanyGrid } from './company-grid';
import { banners, CAROUSEL_PAGE_SIZE, CAROUSEL_PAGES, carouselImage, videos } from './content';
import { LinkCards } from './link-cards';

const Status = styled.p`
  min-height: 320px;
  color: ${color.textMuted};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  border-radius: ${radius.lg};
`;

const Banners = styled(LinkCards)`
  & a {
    padding: ${space.lg} ${space.xl};
  }
  & a[data-tone='primary'] {
    background: ${color.primary};
    color: #fff;
  }
  & a[data-tone='dark'] {
    background: ${color.text};
    color: #fff;
  }
  & a[data-tone='soft'] {
    background: ${color.primarySoft};
    color: ${color.text};
  }
  & strong {
    font-size: ${font.size.bodyLarge};
  }
  & span {
    opacity: 0.9;
  }
`;

const Videos = styled.div`
  display: grid;
  gap: ${space.xl};
`;

function companySlides(companies: readonly Company[]) {
  const pages = Array.from({ length: CAROUSEL_PAGES }, (_, page) =>
    companies.slice(page * CAROUSEL_PAGE_SIZE, (page + 1) * CAROUSEL_PAGE_SIZE),
  ).filter((page) => page.length > 0);
  return [
    ...pages.map((page) => <CompanyGrid key={page[0]?.id} companies={page} />),
    <Picture key="more" src={carouselImage.src} alt={carouselImage.alt} width={640} height={360} loading="lazy" />,
  ];
}

export function LandingShowcase() {
  const companies = useParticipatingCompanies();
  return (
    <>
      <BelowFoldSection id="companies-title" title="볼트X와 함께하는 기업">
        {companies.data ? (
          <Carousel label="참여 기업" slides={companySlides(companies.data.companyItems)} />
        ) : (
          <Status role="status">
            {companies.isError
              ? '참여 기업을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'
              : '참여 기업을 불러오는 중이에요…'}
          </Status>
        )}
      </BelowFoldSection>
      <BelowFoldSection id="banners-title" title="더 알아보기">
        <Banners>
          {banners.map((banner) => (
            <li key={banner.href}>
              <AppLink href={banner.href} data-tone={banner.tone}>
                <strong>{banner.title}</strong>
                <span>{banner.body}</span>
              </AppLink>
            </li>
          ))}
        </Banners>
      </BelowFoldSection>
      <BelowFoldSection id="videos-title" title="영상으로 보는 볼트X">
        <Videos>
          {videos.map((video) => (
            <LazyVideo key={video.src} {...video} />
          ))}
        </Videos>
      </BelowFoldSection>
    </>
  );
}
