/** Type and blocks the marketing and help pages share. */
import { styled } from '@linaria/react';
import { color, font, radius, space } from '../../ui/tokens';

export const PageTitle = styled.h1`
  margin: ${space.sm} 0 ${space.md};
  font-size: ${font.size.display};
  font-weight: ${font.weight.bold};
  line-height: 1.35;
  white-space: pre-line;
`;

export const PageLead = styled.p`
  margin: 0 0 ${space.xl};
  color: ${color.textSub};
  font-size: ${font.size.bodyLarge};
  line-height: 1.6;
`;

export const Section = styled.section`
  margin-top: ${space.xxxl};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${space.lg};
  font-size: ${font.size.title};
  line-height: 1.4;
`;

export const Paragraph = styled.p`
  margin: 0 0 ${space.md};
  color: ${color.textSub};
  line-height: 1.7;
`;

/** A plain list with a bullet of the brand colour. */
export const Bullets = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    position: relative;
    padding: 0 0 ${space.sm} ${space.lg};
    color: ${color.textSub};
    line-height: 1.6;
  }
  & > li::before {
    content: '';
    position: absolute;
    top: 0.65em;
    left: 2px;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${color.primary};
  }
`;

/** Pills in a row that wraps: labels, or links that take the brand colour on hover. */
export const Pills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & li > * {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space.lg};
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    font-weight: ${font.weight.medium};
    text-decoration: none;
  }
  & a:hover {
    border-color: ${color.primary};
    color: ${color.primary};
  }
`;

export const Callout = styled.div`
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.primarySoft};
  line-height: 1.6;

  & > p {
    margin: 0;
  }
  & > p + p {
    margin-top: ${space.sm};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-top: ${space.xxl};
`;

export const Status = styled.p`
  margin: ${space.lg} 0;
  color: ${color.textMuted};
`;
