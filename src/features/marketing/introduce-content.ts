/** /introduce — what 볼트X is (SPEC §1: the landing steps, the privacy text and the copy claims). */
import { OFFER_SELECTABLE_DAYS } from '../../contract/offers';

export const introduceCopy = {
  title: '기업이 먼저\n연봉을 제안하는 이직',
  lead: '볼트X는 인증된 경력과 연봉을 바탕으로 기업이 먼저 연봉과 조건을 담아 제안하는 서비스예요. 지원서를 쓰지 않아도, 프로필만 만들어 두면 제안이 찾아와요.',
  stepsTitle: '이렇게 시작해요',
  privacyTitle: '내 정보는 이렇게 지켜요',
  claimsTitle: '프로필을 채울수록 제안이 좋아져요',
  cta: '내 경력 불러오기',
  ctaNote: '가입과 이용은 무료예요. 비용은 제안을 보내는 기업만 부담해요.',
  faqLink: '자주 묻는 질문 보기',
  coffeechatLink: '커피챗이 무엇인지 알아보기',
} as const;

/** SPEC §1 landing steps, in order. */
export const introduceSteps = [
  {
    title: '메신저 인증으로 3초 만에 경력 불러오기',
    body: '카카오 인증서로 본인 인증을 하면 건강보험 자격 이력에서 경력을, 건강보험·국세청 자료에서 연봉을 불러와요. PASS 인증으로도 할 수 있고, 서류를 올릴 필요는 없어요.',
  },
  {
    title: '더 강한 제안을 부르는 소개 쓰기',
    body: '경력마다 맡았던 일을 적고 이력서와 포트폴리오, 기술 스택을 더해 주세요. 기업이 나를 더 잘 이해할수록 제안도 구체적이에요.',
  },
  {
    title: '원하는 연봉과 희망 밴드 정하기',
    body: '인증된 현재 연봉을 기준으로 희망 연봉을 정해 두면, 기업은 그 기대에 맞춰 연봉 범위를 담아 제안해요.',
  },
  {
    title: '마음에 드는 제안을 보낸 기업과 커피챗',
    body: `받은 제안은 ${OFFER_SELECTABLE_DAYS}일 안에 고를 수 있어요. 수락하면 그 회사의 채용 담당자와 부담 없이 이야기하는 커피챗이 열려요.`,
  },
] as const;

/** SPEC §1 privacy text, and what follows from it. */
export const privacyPromises = [
  '기업에는 이름과 연락처를 가린 익명 프로필만 보여요. 이름은 내가 제안을 선택한 뒤에만, 그 회사에만 공개돼요.',
  '현재 재직 중인 회사와 내가 열람을 제한한 회사는 어떤 경우에도 내 프로필을 볼 수 없어요.',
  '제안을 받고 싶지 않을 때는 프로필을 숨길 수 있고, 탈퇴하면 내 정보는 삭제돼요.',
] as const;

/** SPEC §1 copy claims. */
export const profileClaims = [
  { figure: '21%', label: '더 많은 제안', body: '이력서를 올린 회원은 제안을 21% 더 많이 받았어요.' },
  { figure: '34%', label: '더 높은 연봉', body: '포트폴리오가 있는 회원은 34% 더 높은 연봉을 제안받았어요.' },
] as const;
