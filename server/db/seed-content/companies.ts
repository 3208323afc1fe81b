/**
 * Fictional companies used as seed data. None of these names, slugs or
 * domains refer to a real company; all domains use the reserved `.example` TLD.
 * Each slug has a matching logo at `public/logos/<slug>.svg`.
 */
export interface SeedCompany {
  slug: string;
  name: string;
  domain: string;
  industry: string;
}

export const seedCompanies: readonly SeedCompany[] = [
  { slug: 'hanbit-mobility', name: '한빛모빌리티', domain: 'hanbit-mobility.example', industry: '모빌리티' },
  { slug: 'nuri-pay', name: '누리페이', domain: 'nuri-pay.example', industry: '핀테크' },
  { slug: 'onsaemi-robotics', name: '온새미로보틱스', domain: 'onsaemi-robotics.example', industry: '로보틱스' },
  { slug: 'garam-market', name: '가람마켓', domain: 'garam-market.example', industry: '커머스' },
  { slug: 'byeolmuri-games', name: '별무리게임즈', domain: 'byeolmuri-games.example', industry: '게임' },
  { slug: 'seulgiro-ai', name: '슬기로AI', domain: 'seulgiro-ai.example', industry: '인공지능' },
  { slug: 'neulpum-healthcare', name: '늘품헬스케어', domain: 'neulpum-healthcare.example', industry: '헬스케어' },
  { slug: 'barodaeum-logistics', name: '바로닿음물류', domain: 'barodaeum-logistics.example', industry: '물류' },
  { slug: 'saebom-media', name: '새봄미디어', domain: 'saebom-media.example', industry: '미디어' },
  { slug: 'hanui-invest', name: '하늬인베스트', domain: 'hanui-invest.example', industry: '핀테크' },
  { slug: 'maru-cloud', name: '마루클라우드', domain: 'maru-cloud.example', industry: '클라우드' },
  { slug: 'dodam-edu', name: '도담에듀', domain: 'dodam-edu.example', industry: '에듀테크' },
  { slug: 'yeoul-bio', name: '여울바이오', domain: 'yeoul-bio.example', industry: '바이오' },
  { slug: 'hangyeol-motors', name: '한결모터스', domain: 'hangyeol-motors.example', industry: '자동차' },
  { slug: 'boram-foodtech', name: '보람푸드테크', domain: 'boram-foodtech.example', industry: '푸드테크' },
  { slug: 'deundeun-security', name: '든든보안랩', domain: 'deundeun-security.example', industry: '보안' },
  { slug: 'haesol-data', name: '해솔데이터', domain: 'haesol-data.example', industry: '데이터' },
  { slug: 'solbit-energy', name: '솔빛에너지', domain: 'solbit-energy.example', industry: '에너지' },
  { slug: 'mulgyeol-studio', name: '물결스튜디오', domain: 'mulgyeol-studio.example', industry: '콘텐츠' },
  { slug: 'ieum-travel', name: '이음트래블', domain: 'ieum-travel.example', industry: '여행' },
  { slug: 'chambit-semi', name: '참빛반도체', domain: 'chambit-semi.example', industry: '반도체' },
  { slug: 'kkotdam-living', name: '꽃담리빙', domain: 'kkotdam-living.example', industry: '커머스' },
  { slug: 'teoul-proptech', name: '터울프롭테크', domain: 'teoul-proptech.example', industry: '프롭테크' },
  { slug: 'danbi-insure', name: '단비인슈어', domain: 'danbi-insure.example', industry: '인슈어테크' },
  { slug: 'saegil-factory', name: '새길팩토리', domain: 'saegil-factory.example', industry: '제조' },
  { slug: 'yunseul-work', name: '윤슬워크', domain: 'yunseul-work.example', industry: 'HR테크' },
  { slug: 'neoul-games', name: '너울게임즈', domain: 'neoul-games.example', industry: '게임' },
];
