/** /terms/privacy — the privacy policy, with a table of contents whose links jump to each section. */
import { styled } from '@linaria/react';
import { useEffect } from 'react';
import { formatKstDay } from '../../contract/kst';
import { color, font, layout, radius, space } from '../../ui/tokens';
import { MarketingLayout } from './marketing-layout';
import { PageTitle, Paragraph } from './marketing-styles';
import { PRIVACY_EFFECTIVE_DATE, type PrivacyBlock, privacyCopy, privacySections } from './privacy-content';

const Effective = styled.p`
  margin: 0 0 ${space.lg};
  color: ${color.textMuted};
  font-size: ${font.size.caption};
`;

/** Sections and the contents clear the sticky header when a link jumps to them. */
const anchored = `scroll-margin-top: calc(${layout.headerHeight} + ${space.lg});`;

const Contents = styled.nav`
  ${anchored}
  margin: ${space.xl} 0;
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.background};

  & h2 {
    margin: 0 0 ${space.sm};
    font-size: ${font.size.bodyLarge};
  }
  & ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & a {
    display: block;
    padding: ${space.xs} 0;
    color: ${color.textSub};
    text-decoration: none;
  }
  & a:hover {
    color: ${color.primary};
    text-decoration: underline;
  }
`;

const Article = styled.section`
  ${anchored}
  margin-top: ${space.xxl};

  & h2 {
    margin: 0 0 ${space.md};
    font-size: ${font.size.bodyLarge};
    line-height: 1.4;
  }
  & ul {
    margin: 0 0 ${space.md};
    padding-left: ${space.xl};
    color: ${color.textSub};
    line-height: 1.7;
  }
`;

const TableScroll = styled.div`
  margin: 0 0 ${space.md};
  overflow-x: auto;

  & table {
    width: 100%;
    min-width: 100%;
    border-collapse: collapse;
    font-size: ${font.size.caption};
    line-height: 1.6;
  }
  & caption {
    text-align: left;
    color: ${color.textMuted};
    padding-bottom: ${space.xs};
  }
  & th,
  & td {
    padding: ${space.sm};
    border: 1px solid ${color.border};
    text-align: left;
    vertical-align: top;
  }
  & thead th {
    background: ${color.background};
    white-space: nowrap;
  }
  & tbody th {
    font-weight: ${font.weight.medium};
    min-width: 96px;
  }
`;

const ToTop = styled.a`
  display: inline-block;
  margin-top: ${space.xs};
  color: ${color.textMuted};
  font-size: ${font.size.caption};
`;

const blockKey = (block: PrivacyBlock) =>
  block.kind === 'paragraph' ? block.text : block.kind === 'list' ? block.items.join('|') : block.caption;

function Block({ block }: { block: PrivacyBlock }) {
  if (block.kind === 'paragraph') return <Paragraph>{block.text}</Paragraph>;
  if (block.kind === 'list') {
    return (
      <ul>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  // A wide table scrolls sideways on a phone; the box is focusable so a keyboard can scroll it too.
  return (
    <TableScroll role="region" aria-label={block.caption} tabIndex={0}>
      <table>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={cell} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={`${row[0]}-${block.head[index]}`}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Opened with #section in the address: the sections exist only once this lazy page renders, so jump then. */
function useJumpToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && privacySections.some((section) => section.id === id)) document.getElementById(id)?.scrollIntoView();
  }, []);
}

export function PrivacyPage() {
  useJumpToHash();
  return (
    <MarketingLayout>
      <PageTitle>{privacyCopy.title}</PageTitle>
      <Effective>
        {`${privacyCopy.effective} `}
        <time dateTime={PRIVACY_EFFECTIVE_DATE}>{formatKstDay(PRIVACY_EFFECTIVE_DATE)}</time>
      </Effective>
      <Paragraph>{privacyCopy.intro}</Paragraph>

      <Contents id="contents" aria-labelledby="contents-title">
        <h2 id="contents-title">{privacyCopy.tocLabel}</h2>
        <ol>
          {privacySections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </Contents>

      {privacySections.map((section) => (
        <Article key={section.id} id={section.id}>
          <h2>{section.title}</h2>
          {section.blocks.map((block) => (
            <Block key={blockKey(block)} block={block} />
          ))}
          <ToTop href="#contents">{privacyCopy.toTop}</ToTop>
        </Article>
      ))}
    </MarketingLayout>
  );
}
