/**
 * Anonymised "recent offers" ticker items shown on the landing page.
 */
export interface SeedRollingItem {
  name: string;
  title: string;
}

export const seedRollingItems: readonly SeedRollingItem[] = [
  { name: '김○○', title: '백엔드 개발자 · 연봉 최대 18% 상승 제안' },
  { name: '이○○', title: '프로덕트 디자이너 · 연봉 최대 12% 상승 제안' },
  { name: '박○○', title: '프론트엔드 개발자 · 연봉 최대 21% 상승 제안' },
  { name: '최○○', title: '데이터 분석가 · 연봉 최대 15% 상승 제안' },
  { name: '정○○', title: '프로덕트 매니저 · 연봉 최대 20% 상승 제안' },
  { name: '강○○', title: '퍼포먼스 마케터 · 연봉 최대 10% 상승 제안' },
  { name: '조○○', title: '안드로이드 개발자 · 연봉 최대 17% 상승 제안' },
  { name: '윤○○', title: 'B2B 영업 · 연봉 최대 14% 상승 제안' },
  { name: '장○○', title: '데브옵스 엔지니어 · 연봉 최대 23% 상승 제안' },
  { name: '임○○', title: '인사 기획 담당자 · 연봉 최대 11% 상승 제안' },
  { name: '한○○', title: '머신러닝 엔지니어 · 연봉 최대 25% 상승 제안' },
  { name: '오○○', title: '재무 회계 담당자 · 연봉 최대 13% 상승 제안' },
];
