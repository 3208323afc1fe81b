/** /rankingtalk — the offer ranking's words and number formats. */
import { SALARY_STATS_GROUP_MIN } from '../../contract/content';
import { formatKstDay } from '../../contract/kst';

export const rankingCopy = {
  eyebrow: '랭킹톡',
  title: '요즘 가장 많이\n제안한 기업',
  lead: '최근 30일 동안 볼트X 회원에게 연봉 제안을 가장 많이 보낸 기업이에요.',
  caption: '기업별 제안 순위',
  columns: { rank: '순위', company: '기업', offers: '제안 수', raise: '평균 인상률' },
  unknownRaise: '정보 없음',
  empty: '최근 30일 동안 제안을 보낸 기업이 아직 없어요. 곧 새로운 제안 소식으로 채워질 거예요.',
  loading: '랭킹을 불러오는 중이에요…',
  failed: '랭킹을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  howTitle: '이렇게 집계해요',
  how: [
    '오늘을 포함한 최근 30일(한국 시간) 동안 기업이 보낸 제안 수로 순위를 매겨요. 제안 수가 같으면 같은 순위예요.',
    '평균 인상률은 제안 연봉의 상단이 받는 회원의 최근 인증 연봉보다 얼마나 높은지의 평균이에요. 인증 연봉을 알 수 없는 제안은 빼고 계산해요.',
    `한 사람의 연봉이 드러나지 않도록, 평균 인상률은 인증 연봉이 있는 회원 ${SALARY_STATS_GROUP_MIN}명 이상이 받은 제안으로만 보여 드려요. 그보다 적으면 '정보 없음'으로 표시해요.`,
    '제안을 한 건 이상 보낸 기업만, 상위 20곳까지 보여 드려요.',
  ],
  ctaTitle: '나도 제안을 받아 볼까요?',
  cta: '내 경력 불러오기',
} as const;

/** "2026년 10월 23일 ~ 2026년 11월 21일 기준" from the window's KST dates. */
export const rankingPeriod = (from: string, to: string) => `${formatKstDay(from)} ~ ${formatKstDay(to)} 기준`;

/** "+15%", "+12.5%", "-3%". */
export function formatRaise(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded.toLocaleString('ko-KR')}%`;
}

export const formatOfferCount = (count: number) => `${count.toLocaleString('ko-KR')}건`;
