/**
 * The yearly series as a bar chart in SVG (it scales to the phone's width through its viewBox).
 * Verified years are solid, estimated ones hatched with a dashed outline, so the difference never
 * rests on colour alone; the legend says which is which. For assistive technology the chart is
 * one image with a summary, and the same figures are in a table ("표로 보기").
 */
import { styled } from '@linaria/react';
import { useId, useState } from 'react';
import type { YearIncome } from '../../contract/income';
import { compactManwon, formatManwon } from '../../contract/money';
import { color, font, space } from '../../ui/tokens';
import { TextButton } from './styles';

const WIDTH = 320;
const HEIGHT = 200;
const TOP = 24;
const BOTTOM = 28;
const SIDE = 8;
const BAR_SHARE = 0.56;

const kindLabels: Record<YearIncome['kind'], string> = { VERIFIED: '인증', ESTIMATED: '추정' };

export function chartSummary(items: readonly YearIncome[]): string {
  if (items.length === 0) return '표시할 소득이 없는 그래프';
  const first = items[0].year;
  const last = items[items.length - 1].year;
  const values = items.map((item) => `${item.year}년 ${formatManwon(item.amount)}(${kindLabels[item.kind]})`);
  return `${first}년부터 ${last}년까지 연도별 소득 막대그래프: ${values.join(', ')}`;
}

const Figure = styled.figure`
  margin: 0;

  /* The chart only: the legend's swatches are svg too and keep their own size. */
  & > svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};
  margin: ${space.md} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${font.size.caption};
  color: ${color.textSub};

  & li {
    display: flex;
    align-items: center;
    gap: ${space.xs};
    white-space: nowrap;
  }
  & li svg {
    flex: none;
  }
`;

const Table = styled.table`
  width: 100%;
  margin-top: ${space.sm};
  border-collapse: collapse;
  font-size: ${font.size.body};

  & caption {
    margin-bottom: ${space.xs};
    text-align: left;
    font-size: ${font.size.caption};
    color: ${color.textSub};
  }
  & th,
  & td {
    padding: ${space.sm};
    border-bottom: 1px solid ${color.border};
    text-align: left;
  }
  & td:nth-child(2) {
    text-align: right;
  }
  & thead th {
    color: ${color.textSub};
    font-size: ${font.size.caption};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  margin-top: ${space.sm};
`;

function Swatch({ kind, patternId }: { kind: YearIncome['kind']; patternId: string }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {kind === 'VERIFIED' ? (
        <rect x="1" y="1" width="14" height="14" rx="3" fill={color.primary} />
      ) : (
        <rect
          x="1"
          y="1"
          width="14"
          height="14"
          rx="3"
          fill={`url(#${patternId})`}
          stroke={color.primary}
          strokeDasharray="3 2"
        />
      )}
    </svg>
  );
}

export function IncomeChart({ items }: { items: readonly YearIncome[] }) {
  // Used inside url(#…): keep it to characters every renderer accepts there.
  const patternId = `hatch-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const tableId = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const max = Math.max(1, ...items.map((item) => item.amount));
  const band = (WIDTH - SIDE * 2) / Math.max(items.length, 1);
  const barWidth = band * BAR_SHARE;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const baseline = HEIGHT - BOTTOM;

  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={chartSummary(items)}>
        <defs>
          <pattern id={patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill={color.primarySoft} />
            <line x1="0" y1="0" x2="0" y2="6" stroke={color.primary} strokeWidth="2" />
          </pattern>
        </defs>
        <line x1={SIDE} x2={WIDTH - SIDE} y1={baseline} y2={baseline} stroke={color.border} />
        {items.map((item, index) => {
          const height = Math.max((item.amount / max) * plotHeight, item.amount > 0 ? 2 : 0);
          const x = SIDE + index * band + (band - barWidth) / 2;
          const center = x + barWidth / 2;
          const verified = item.kind === 'VERIFIED';
          return (
            <g key={item.year} data-kind={item.kind}>
              <rect
                x={x}
                y={baseline - height}
                width={barWidth}
                height={height}
                rx="4"
                fill={verified ? color.primary : `url(#${patternId})`}
                stroke={verified ? 'none' : color.primary}
                strokeDasharray={verified ? undefined : '4 3'}
              />
              <text
                x={center}
                y={baseline - height - 6}
                textAnchor="middle"
                fontSize="11"
                fontWeight="700"
                fill={color.text}
              >
                {compactManwon(item.amount)}
              </text>
              <text x={center} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill={color.textSub}>
                {item.year}
              </text>
            </g>
          );
        })}
      </svg>
      <Legend aria-label="범례">
        <li>
          <Swatch kind="VERIFIED" patternId={patternId} />
          인증 소득
        </li>
        <li>
          <Swatch kind="ESTIMATED" patternId={patternId} />
          추정 소득 (빗금)
        </li>
      </Legend>
      <Footer>
        <TextButton
          type="button"
          aria-expanded={tableOpen}
          aria-controls={tableId}
          onClick={() => setTableOpen((open) => !open)}
        >
          {tableOpen ? '표 닫기' : '표로 보기'}
        </TextButton>
        <div id={tableId} hidden={!tableOpen}>
          <Table>
            <caption>
              {items.length > 0 ? `${items[0].year}~${items[items.length - 1].year}년 연도별 소득` : '연도별 소득'}
            </caption>
            <thead>
              <tr>
                <th scope="col">연도</th>
                <th scope="col">소득</th>
                <th scope="col">구분</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.year}>
                  <th scope="row">{`${item.year}년`}</th>
                  <td>{formatManwon(item.amount)}</td>
                  <td>{kindLabels[item.kind]}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Footer>
    </Figure>
  );
}
