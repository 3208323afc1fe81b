/**
 * Job families (직군) and their sub-labels (직무) for the Korean job market,
 * plus the seeded "popular jobs" ranking. Labels use only Korean letters,
 * latin letters, digits, spaces and "·".
 */
export interface SeedJobLabel {
  jobLabel: string;
  subLabels: readonly string[];
}

export interface SeedPopularJob {
  rank: number;
  jobLabel: string;
  jobSubLabel: string;
  /** Participants before the app's time-based increment (1 per 10 minutes since 2024-01-01 KST). */
  baseCount: number;
}

export const seedJobLabels: readonly SeedJobLabel[] = [
  {
    jobLabel: '개발',
    subLabels: [
      '백엔드',
      '프론트엔드',
      '안드로이드',
      'iOS',
      '데브옵스·인프라',
      '데이터 엔지니어',
      '머신러닝 엔지니어',
      '보안',
      'QA',
      '임베디드',
    ],
  },
  {
    jobLabel: '데이터',
    subLabels: [
      '데이터 분석가',
      '데이터 사이언티스트',
      'BI 엔지니어',
      '데이터 아키텍트',
      'AI 리서처',
      '데이터 거버넌스',
    ],
  },
  {
    jobLabel: '디자인',
    subLabels: [
      '프로덕트 디자이너',
      'UX 디자이너',
      'UI 디자이너',
      'BX 디자이너',
      '그래픽 디자이너',
      '영상·모션 디자이너',
      'UX 리서처',
    ],
  },
  {
    jobLabel: '기획·PM',
    subLabels: ['서비스 기획자', '프로덕트 매니저', '프로젝트 매니저', '사업 기획', '전략 기획', '게임 기획자'],
  },
  {
    jobLabel: '마케팅',
    subLabels: [
      '퍼포먼스 마케터',
      '콘텐츠 마케터',
      '브랜드 마케터',
      'CRM 마케터',
      '그로스 마케터',
      '홍보·PR',
      '제휴 마케터',
    ],
  },
  {
    jobLabel: '영업',
    subLabels: ['B2B 영업', '기술 영업', '해외 영업', '영업 관리', '세일즈 매니저', '파트너십 매니저', '제약 영업'],
  },
  {
    jobLabel: '인사·HR',
    subLabels: ['채용 담당자', 'HRBP', '인사 기획', '보상·평가', '조직문화', '교육·HRD', '노무'],
  },
  {
    jobLabel: '재무·회계',
    subLabels: ['재무', '회계', '세무', 'IR', '자금', '내부감사', '재무 기획'],
  },
  {
    jobLabel: '경영지원',
    subLabels: ['총무', '법무', '구매·자재', 'IT 지원', '컴플라이언스', '비서'],
  },
  {
    jobLabel: '고객지원·CS',
    subLabels: ['고객 상담', 'CS 매니저', '고객 성공 매니저', 'VOC 분석', '테크니컬 서포트'],
  },
  {
    jobLabel: '의료·바이오',
    subLabels: ['임상 연구', '연구원', '인허가 RA', '품질 보증 QA', '의료기기 개발', '약사', '간호사'],
  },
  {
    jobLabel: '엔지니어링·생산',
    subLabels: [
      '기계 설계',
      '전기·전자 엔지니어',
      '반도체 공정',
      '생산 관리',
      '품질 관리',
      '공정 엔지니어',
      '설비 엔지니어',
      '자동차 엔지니어',
    ],
  },
];

export const seedPopularJobs: readonly SeedPopularJob[] = [
  { rank: 1, jobLabel: '개발', jobSubLabel: '백엔드', baseCount: 9640 },
  { rank: 2, jobLabel: '개발', jobSubLabel: '프론트엔드', baseCount: 7820 },
  { rank: 3, jobLabel: '기획·PM', jobSubLabel: '프로덕트 매니저', baseCount: 6150 },
  { rank: 4, jobLabel: '디자인', jobSubLabel: '프로덕트 디자이너', baseCount: 4730 },
  { rank: 5, jobLabel: '데이터', jobSubLabel: '데이터 분석가', baseCount: 3580 },
  { rank: 6, jobLabel: '마케팅', jobSubLabel: '퍼포먼스 마케터', baseCount: 2410 },
  { rank: 7, jobLabel: '영업', jobSubLabel: 'B2B 영업', baseCount: 1390 },
];
