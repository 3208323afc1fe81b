/**
 * What the company card on an offer says about each seeded company: head count and
 * where it works. Fictional like the companies; the homepage is https on the company's `.example`
 * domain.
 */
export interface CompanyProfile {
  employees: string;
  location: string;
}

export const companyProfiles: Readonly<Record<string, CompanyProfile>> = {
  'hanbit-mobility': { employees: '201~500명', location: '서울 강남구' },
  'nuri-pay': { employees: '51~200명', location: '서울 중구' },
  'onsaemi-robotics': { employees: '51~200명', location: '경기 성남시 분당구' },
  'garam-market': { employees: '501~1,000명', location: '서울 송파구' },
  'byeolmuri-games': { employees: '201~500명', location: '경기 성남시 분당구' },
  'seulgiro-ai': { employees: '11~50명', location: '서울 서초구' },
  'neulpum-healthcare': { employees: '51~200명', location: '서울 마포구' },
  'barodaeum-logistics': { employees: '1,001명 이상', location: '인천 연수구' },
  'saebom-media': { employees: '51~200명', location: '서울 마포구' },
  'hanui-invest': { employees: '11~50명', location: '서울 영등포구' },
  'maru-cloud': { employees: '201~500명', location: '서울 강남구' },
  'dodam-edu': { employees: '51~200명', location: '서울 구로구' },
  'yeoul-bio': { employees: '201~500명', location: '대전 유성구' },
  'hangyeol-motors': { employees: '1,001명 이상', location: '경기 화성시' },
  'boram-foodtech': { employees: '51~200명', location: '서울 성동구' },
  'deundeun-security': { employees: '51~200명', location: '서울 금천구' },
  'haesol-data': { employees: '201~500명', location: '서울 강남구' },
  'solbit-energy': { employees: '501~1,000명', location: '울산 남구' },
  'mulgyeol-studio': { employees: '11~50명', location: '서울 마포구' },
  'ieum-travel': { employees: '51~200명', location: '제주 제주시' },
  'chambit-semi': { employees: '1,001명 이상', location: '경기 용인시' },
  'kkotdam-living': { employees: '11~50명', location: '서울 성동구' },
  'teoul-proptech': { employees: '11~50명', location: '서울 강남구' },
  'danbi-insure': { employees: '201~500명', location: '서울 종로구' },
  'saegil-factory': { employees: '51~200명', location: '경남 창원시' },
  'yunseul-work': { employees: '11~50명', location: '부산 해운대구' },
  'neoul-games': { employees: '201~500명', location: '경기 성남시 분당구' },
};
