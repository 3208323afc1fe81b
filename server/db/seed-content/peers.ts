/**
 * The sandbox's peers: made-up people with verified salaries in six jobs, so the lifetime-income
 * event's "secret" cards (what a job earns, shown from SECRET_GROUP_MIN people on) have figures in a
 * demo. They never submitted a profile, so no company finds them in the pool and nobody signs in as them; the
 * demo's history of the last month (seed-demo-activity.ts) has the seeded companies' offers reach them.
 * Phones are in 017-0000-xxxx, a range no test or demo person uses.
 */

export interface SeedPeer {
  name: string;
  phone: string;
  birthday: string;
  gender: '남성' | '여성';
  jobLabel: string;
  jobSubLabel: string;
  /** Health-insurance salaries (만원) of 2023–2025. */
  salaries: { year: number; amount: number }[];
}

/** Each job's typical 2023 salary (만원), and its people's sub-labels. */
const PEER_JOBS = [
  { jobLabel: '개발', base: 6400, subLabels: ['백엔드', '프론트엔드', '안드로이드', 'iOS', '데브옵스·인프라', 'QA'] },
  { jobLabel: '데이터', base: 6100, subLabels: ['데이터 분석가', '데이터 사이언티스트', 'BI 엔지니어'] },
  { jobLabel: '디자인', base: 4900, subLabels: ['프로덕트 디자이너', 'UX 디자이너', 'BX 디자이너'] },
  { jobLabel: '기획·PM', base: 5600, subLabels: ['서비스 기획자', '프로덕트 매니저', '사업 기획'] },
  { jobLabel: '마케팅', base: 4700, subLabels: ['퍼포먼스 마케터', '콘텐츠 마케터', 'CRM 마케터'] },
  { jobLabel: '영업', base: 5200, subLabels: ['B2B 영업', '기술 영업', '해외 영업'] },
] as const;

/** How far each of a job's six people sits from its typical salary. */
const SPREAD = [0.74, 0.88, 0.97, 1.06, 1.18, 1.37] as const;
const YEARLY_RAISE = 1.04;

const NAMES = [
  ['강민서', '여성'],
  ['고준호', '남성'],
  ['권예린', '여성'],
  ['김도윤', '남성'],
  ['남지아', '여성'],
  ['노현우', '남성'],
  ['문서윤', '여성'],
  ['박지호', '남성'],
  ['배하은', '여성'],
  ['백승민', '남성'],
  ['서유나', '여성'],
  ['손태윤', '남성'],
  ['송채원', '여성'],
  ['신동현', '남성'],
  ['안수빈', '여성'],
  ['양재원', '남성'],
  ['오지유', '여성'],
  ['유건우', '남성'],
  ['윤소율', '여성'],
  ['이정훈', '남성'],
  ['임다인', '여성'],
  ['장우진', '남성'],
  ['전하린', '여성'],
  ['정시우', '남성'],
  ['조아린', '여성'],
  ['지민재', '남성'],
  ['차윤서', '여성'],
  ['채도현', '남성'],
  ['최가온', '여성'],
  ['하준서', '남성'],
  ['한지민', '여성'],
  ['허성진', '남성'],
  ['홍서아', '여성'],
  ['황민규', '남성'],
  ['구나연', '여성'],
  ['맹재희', '남성'],
] as const;

const roundTo10 = (value: number) => Math.round(value / 10) * 10;

export const seedPeers: readonly SeedPeer[] = PEER_JOBS.flatMap((job, jobIndex) =>
  SPREAD.map((spread, index) => {
    const serial = jobIndex * SPREAD.length + index;
    const [name, gender] = NAMES[serial];
    const salary2023 = job.base * spread;
    return {
      name,
      gender,
      phone: `0170000${String(101 + serial).padStart(4, '0')}`,
      birthday: `${1984 + (serial % 14)}${String((serial % 12) + 1).padStart(2, '0')}${String((serial % 27) + 1).padStart(2, '0')}`,
      jobLabel: job.jobLabel,
      jobSubLabel: job.subLabels[index % job.subLabels.length],
      salaries: [2023, 2024, 2025].map((year) => ({
        year,
        amount: roundTo10(salary2023 * YEARLY_RAISE ** (year - 2023)),
      })),
    };
  }),
);
