/**
 * Seed FAQ entries. `position` starts at 1 within each variant.
 * Answers are written in polite Korean (해요체), 1–3 sentences each.
 */
export interface SeedFaq {
  variant: 'general' | 'company' | 'event';
  position: number;
  question: string;
  answer: string;
}

export const seedFaqs: readonly SeedFaq[] = [
  // ── general: for job seekers ──────────────────────────────────────────
  {
    variant: 'general',
    position: 1,
    question: '볼트X는 어떤 서비스인가요?',
    answer:
      '볼트X는 검증된 경력과 연봉을 바탕으로 기업이 먼저 연봉과 조건을 담아 제안을 보내는 이직 서비스예요. 지원서를 쓰지 않아도 프로필만 등록해 두면 나에게 맞는 제안을 받아볼 수 있어요.',
  },
  {
    variant: 'general',
    position: 2,
    question: '경력과 연봉은 어떻게 인증하나요?',
    answer:
      '카카오 인증서나 PASS로 본인 인증을 한 뒤, 국세청 소득 자료와 건강보험 자격 이력을 불러와 경력과 연봉을 자동으로 확인해요. 서류를 따로 제출하실 필요가 없고, 인증된 정보에는 인증 표시가 붙어요.',
  },
  {
    variant: 'general',
    position: 3,
    question: '이용 요금이 있나요?',
    answer:
      '구직자는 프로필 등록부터 제안 확인, 커피챗까지 모든 기능을 무료로 이용할 수 있어요. 비용은 제안을 보내는 기업만 부담해요.',
  },
  {
    variant: 'general',
    position: 4,
    question: '제 프로필은 누가 볼 수 있나요?',
    answer:
      '기업에는 이름과 연락처를 가린 익명 프로필만 보이고, 실명은 회원님이 제안을 선택한 뒤에만 해당 기업에 공개돼요. 현재 재직 중인 회사와 회원님이 열람 제한으로 지정한 회사는 어떤 경우에도 프로필을 볼 수 없어요.',
  },
  {
    variant: 'general',
    position: 5,
    question: '제안이 무엇인가요?',
    answer:
      '제안은 기업이 회원님의 프로필을 보고 연봉, 직무, 근무 조건을 담아 보내는 입사 제안이에요. 받은 제안은 7일 동안 선택할 수 있고, 기간이 지나면 자동으로 만료돼요.',
  },
  {
    variant: 'general',
    position: 6,
    question: '커피챗은 무엇인가요?',
    answer:
      '커피챗은 마음에 드는 제안을 수락하면 열리는, 채용 담당자와의 가벼운 첫 대화예요. 면접이 아니니 팀 분위기나 업무 내용을 부담 없이 물어보고 이직 결정에 참고하세요.',
  },
  {
    variant: 'general',
    position: 7,
    question: '잠시 제안을 받고 싶지 않으면 어떻게 하나요?',
    answer:
      '마이페이지에서 프로필 숨기기를 켜면 기업 검색 결과에서 프로필이 바로 사라지고 새 제안도 받지 않아요. 언제든 다시 끄면 제안을 이어서 받을 수 있어요.',
  },
  {
    variant: 'general',
    position: 8,
    question: '회원 탈퇴는 어떻게 하나요?',
    answer:
      '설정의 회원 탈퇴 메뉴에서 언제든 탈퇴할 수 있고, 탈퇴하면 회원님의 정보는 삭제돼요. 다만 받은 제안 이력이 있다면 분쟁 대응을 위해 30일 동안 비공개로 보관한 뒤 완전히 삭제해요.',
  },

  // ── company: for companies using the business console ────────────────
  {
    variant: 'company',
    position: 1,
    question: '기업은 어떻게 제안을 보내나요?',
    answer:
      '비즈니스 콘솔에 기업 계정으로 로그인한 뒤 직무와 경력 조건으로 인재를 검색하고, 연봉과 근무 조건을 담아 제안을 보낼 수 있어요. 보낸 제안의 열람 여부와 진행 상태도 콘솔에서 한눈에 확인할 수 있어요.',
  },
  {
    variant: 'company',
    position: 2,
    question: '후보자의 경력 정보는 믿을 수 있나요?',
    answer:
      '후보자의 경력과 연봉은 국세청과 건강보험 자료로 인증된 정보라서 별도의 재직 증명 없이도 신뢰할 수 있어요. 인증된 항목에는 인증 표시가 함께 보여요.',
  },
  {
    variant: 'company',
    position: 3,
    question: '후보자의 이름과 연락처는 언제 확인할 수 있나요?',
    answer:
      '후보자가 제안을 선택하면 그때 이름과 연락처가 공개돼요. 제안은 발송 후 7일 동안 유효하며, 그 안에 선택되지 않으면 자동으로 만료돼요.',
  },
  {
    variant: 'company',
    position: 4,
    question: '비즈니스 콘솔은 어떻게 가입하나요?',
    answer:
      '회사 이메일과 사업자등록번호로 기업 인증을 마치면 비즈니스 콘솔을 이용할 수 있어요. 여러 채용 담당자를 초대해 팀 단위로 제안을 관리할 수도 있어요.',
  },

  // ── event: lifetime-income estimate event ────────────────────────────
  {
    variant: 'event',
    position: 1,
    question: '생애 소득 추정 이벤트는 무엇인가요?',
    answer:
      '현재 직무와 경력, 연봉을 바탕으로 은퇴할 때까지 벌 수 있는 예상 생애 소득을 계산해 보는 이벤트예요. 같은 직무 참여자들 사이에서 나의 위치도 함께 확인할 수 있어요.',
  },
  {
    variant: 'event',
    position: 2,
    question: '생애 소득은 어떻게 계산되나요?',
    answer:
      '입력한 연봉과 경력에 직무별 평균 연봉 상승률과 근속 기간을 반영해 추정해요. 참고용 예상치이므로 실제 소득과는 다를 수 있어요.',
  },
  {
    variant: 'event',
    position: 3,
    question: '입력한 정보는 어떻게 사용되나요?',
    answer:
      '입력한 정보는 생애 소득 계산과 개인을 알아볼 수 없는 익명 통계에만 사용돼요. 이벤트 참여 정보는 기업에 공개되지 않아요.',
  },
  {
    variant: 'event',
    position: 4,
    question: '누구나 참여할 수 있나요?',
    answer: '직장인이라면 누구나 무료로 참여할 수 있어요. 계산 결과는 링크로 친구에게 공유할 수도 있어요.',
  },
];
