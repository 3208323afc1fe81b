/** /coffeechat — what a 커피챗 is (SPEC §8: "an explanation of a {product}"; DESIGN §3: {product} is 커피챗). */
import { COFFEECHAT_QUESTIONS_MAX, OFFER_SELECTABLE_DAYS } from '../../contract/offers';

export const coffeechatCopy = {
  title: '커피챗이란?',
  lead: '마음에 드는 제안을 수락하면, 그 제안을 보낸 회사의 채용 담당자와 가볍게 나누는 첫 대화예요.',
  notInterviewTitle: '면접이 아니에요',
  notInterview: [
    '커피챗은 합격과 불합격을 가르는 자리가 아니에요. 회사는 나를, 나는 회사를 알아가는 편안한 대화예요.',
    '커피챗을 했다고 바로 입사해야 하는 것도 아니에요. 이야기를 나눈 뒤 채용 절차를 이어 갈지는 내가 정해요.',
  ],
  flowTitle: '이렇게 진행돼요',
  prepareTitle: '이렇게 준비하면 좋아요',
  questionsTitle: '이런 걸 물어보세요',
  questionsNote: '제안을 수락한 뒤 궁금한 질문을 미리 남겨 두면 채용 담당자가 답을 준비해 와요.',
  ctaTitle: '커피챗은 제안에서 시작돼요',
  ctaBody: '경력을 인증하고 희망 연봉을 정해 두면 기업이 먼저 제안을 보내요.',
  ctaStart: '내 경력 불러오기',
  ctaOffers: '받은 제안 보기',
} as const;

export const coffeechatFlow = [
  {
    title: '제안을 수락해요',
    body: `받은 제안 중 마음에 드는 제안을 ${OFFER_SELECTABLE_DAYS}일 안에 수락하면 커피챗이 시작돼요. 이때 그 회사에만 내 이름과 연락처가 공개돼요.`,
  },
  {
    title: '궁금한 점을 남겨요',
    body: `팀, 업무, 일하는 방식처럼 미리 묻고 싶은 질문을 최대 ${COFFEECHAT_QUESTIONS_MAX}개까지 남길 수 있어요.`,
  },
  {
    title: '채용 담당자가 연락해요',
    body: '채용 담당자가 연락해 만날 날짜와 방식(온라인 또는 오프라인)을 함께 정해요.',
  },
  {
    title: '편하게 이야기를 나눠요',
    body: '회사와 포지션 이야기를 듣고, 나의 경험과 기대를 나눠요. 그다음 단계로 갈지는 대화가 끝난 뒤 천천히 정해도 돼요.',
  },
] as const;

export const coffeechatPreparation = [
  '받은 제안의 포지션, 연봉 범위와 혜택을 다시 한번 읽어 보세요.',
  '지금까지의 경력과 잘하는 일을 1분 정도로 소개할 수 있게 정리해 두세요.',
  '이직할 때 중요하게 생각하는 조건(연봉, 업무, 근무 형태, 성장)을 미리 정리해 두세요.',
  '이력서나 포트폴리오가 있다면 프로필에 올려 두세요. 대화가 훨씬 구체적이에요.',
] as const;

export const coffeechatQuestions = [
  '이 포지션에서 처음 6개월 동안 기대하는 역할은 무엇인가요?',
  '팀은 몇 명이고, 어떤 방식으로 일하나요?',
  '이 포지션은 왜 새로 뽑게 되었나요?',
  '채용 절차는 어떻게 진행되고, 연봉은 언제 이야기하나요?',
  '재택근무나 유연 근무는 어떻게 운영하나요?',
] as const;
